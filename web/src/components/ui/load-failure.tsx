/**
 * A load that failed: what went wrong (an alert) and a button to ask again, in the words of the
 * page that shows it. `className` gives the page's own spacing; a section within a page may ask
 * for the quieter `ghost` button.
 */
export function LoadFailure({
  message,
  retry,
  onRetry,
  className,
  button = 'primary',
}: {
  message: string;
  retry: string;
  onRetry: () => void;
  className?: string;
  button?: 'primary' | 'ghost';
}) {
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      <button type="button" className={`button button--${button}`} onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}
