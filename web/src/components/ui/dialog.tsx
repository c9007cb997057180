import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from '../../hooks/use-modal';
import './dialog.css';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Accessible name of the close (X) button, in the active language. */
  closeLabel: string;
  children: ReactNode;
  /** Extra class for the panel (size variants). */
  className?: string;
}

/**
 * A modal dialog: closes by its X button, a backdrop click or Escape; focus is trapped inside and
 * returns to the opener; page scrolling is locked while it is open.
 */
export function Dialog({ open, onClose, title, closeLabel, children, className }: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal(open, onClose, panelRef);
  if (!open) return null;
  return createPortal(
    <div className="dialog">
      <div className="dialog__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        className={`dialog__panel ${className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="dialog__close" onClick={onClose} aria-label={closeLabel}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2.4"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        <div className="dialog__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
