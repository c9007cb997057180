/**
 * `promise`, marked once fulfilled as React marks a promise it has seen settle (`status`, `value`),
 * so that `use` reads its value at once instead of suspending a render that comes after.
 */
export function markedForUse<T>(promise: Promise<T>): Promise<T> {
  const marked: Promise<T> = promise.then((value) => {
    Object.assign(marked, { status: 'fulfilled', value });
    return value;
  });
  return marked;
}
