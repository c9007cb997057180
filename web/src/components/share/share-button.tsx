import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShareContent } from './share-links';
import { ShareDialog } from './share-dialog';

interface ShareButtonProps {
  /** What to share; `url` may be a site path, made absolute against the page when shared. */
  content: ShareContent;
  /** Accessible name, e.g. "Share FlexiMart". */
  label?: string;
  className?: string;
}

/** A button (Enter or Space open it, as any button) that opens the share dialog. */
export function ShareButton({ content, label, className }: ShareButtonProps) {
  const { t } = useTranslation(['share']);
  const [open, setOpen] = useState(false);
  const handleClose = useCallback(() => setOpen(false), []);
  return (
    <>
      <button
        type="button"
        className={`share-button ${className ?? ''}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M18 16a3 3 0 0 0-2.4 1.2l-6.8-3.4a3 3 0 0 0 0-1.6l6.8-3.4A3 3 0 1 0 15 7l-6.8 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1z"
            fill="currentColor"
          />
        </svg>
        <span className="visually-hidden">{label ?? t('share:open')}</span>
      </button>
      <ShareDialog
        open={open}
        onClose={handleClose}
        content={
          open ? { ...content, url: new URL(content.url, window.location.href).href } : content
        }
      />
    </>
  );
}
