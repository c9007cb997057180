/** A failed load: what went wrong and a button to try again. */
export function LoadFailure({
  message,
  retry,
  onRetry,
}: {
  message: string;
  retry: string;
  onRetry: () => void;
}) {
  return (
    <div className="crowdfunding-failure" role="alert">
      <p>{message}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}
