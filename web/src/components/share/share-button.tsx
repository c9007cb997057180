import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShareContent } from './share-links';
import type { ShareDialog } from './share-dialog';
// The button's own styles come with it; the dialog's code with the first click.
import './share.css';

type Dialog = typeof ShareDialog;
let loadedDialog: Dialog | undefined;
const loadDialog = () =>
  import('./share-dialog').then((module) => (loadedDialog = module.ShareDialog));

interface ShareButtonProps {
  /** What to share; `url` may be a site path, made absolute against the page when shared. */
  content: ShareContent;
  /** Accessible name, e.g. "Share FlexiMart". */
  label: string;
  className?: string;
}

/**
 * A button (Enter or Space open it, as any button) that opens the share dialog, whose code loads
 * on the first click (the dialog opens once it is there).
 */
export function ShareButton({ content, label, className }: ShareButtonProps) {
  const { i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [ShareDialog, setShareDialog] = useState(() => loadedDialog);
  const handleClose = useCallback(() => setOpen(false), []);
  const handleOpen = () => {
    if (ShareDialog) {
      setOpen(true);
      return;
    }
    // The dialog's code and its catalogue, so it opens as it is (nothing suspends).
    Promise.all([loadDialog(), i18n.loadNamespaces('share')]).then(
      ([loaded]) => {
        setShareDialog(() => loaded);
        setOpen(true);
      },
      (error: unknown) => console.warn('The share dialog failed to load', error),
    );
  };
  return (
    <>
      <button
        type="button"
        className={`share-button ${className ?? ''}`}
        aria-haspopup="dialog"
        onClick={handleOpen}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M18 16a3 3 0 0 0-2.4 1.2l-6.8-3.4a3 3 0 0 0 0-1.6l6.8-3.4A3 3 0 1 0 15 7l-6.8 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1z"
            fill="currentColor"
          />
        </svg>
        <span className="visually-hidden">{label}</span>
      </button>
      {ShareDialog && (
        <ShareDialog
          open={open}
          onClose={handleClose}
          content={
            open ? { ...content, url: new URL(content.url, window.location.href).href } : content
          }
        />
      )}
    </>
  );
}
