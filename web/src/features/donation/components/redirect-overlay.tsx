import { createPortal } from 'react-dom';
import { Spinner } from './spinner';

/** A full-screen dim layer with a spinner and a live message, shown while the page is busy. */
export function RedirectOverlay({ message }: { message: string }) {
  return createPortal(
    <div className="donation-overlay" role="status" aria-live="polite">
      <div className="donation-overlay__panel">
        <Spinner />
        <p className="donation-overlay__message">{message}</p>
      </div>
    </div>,
    document.body,
  );
}
