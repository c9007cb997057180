import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';

/** App-wide providers: strict mode and the i18n instance. */
export function AppProvider({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </StrictMode>
  );
}
