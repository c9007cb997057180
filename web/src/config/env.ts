/** The web's configuration, read once from Vite's build-time environment. */
export const env = {
  /** Base URL of the HTTP API (no trailing slash). */
  apiUrl: (import.meta.env.VITE_API_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
} as const;
