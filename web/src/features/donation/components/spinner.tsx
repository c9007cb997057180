/** A spinning ring; decorative, so the text next to it must say what is happening. */
export function Spinner({ size = 40 }: { size?: number }) {
  return (
    <span className="donation-spinner" style={{ width: size, height: size }} aria-hidden="true" />
  );
}
