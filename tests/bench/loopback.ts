/** Whether a URL stays on this machine (the benchmark sends nothing to the internet). */
export const isLoopback = (url: string): boolean => {
  if (/^(data|blob|about|chrome|chrome-extension):/.test(url)) return true;
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
};

/** A line for a report: which URLs, if any, a browser tried to reach off this machine. */
export const offLoopbackNote = (who: string, urls: Iterable<string>): string => {
  const list = [...urls];
  return list.length === 0
    ? `${who} requested nothing off this machine.`
    : `${who} tried to reach (and, with no network, could not): ${list.join(', ')}`;
};
