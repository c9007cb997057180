import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffMeta, type StaffPageKey } from '../hooks/use-staff-meta';
import type { StaffNavItem } from '../sections';
import { StaffHeader } from './staff-header';
import { StaffStyles } from './staff-styles';

/** The console's shell: skip link, its header (with the nav once signed in) and the content. */
export function StaffShell({
  nav,
  name,
  children,
}: {
  nav?: StaffNavItem[];
  name?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(['staff']);
  return (
    <div className="app staff-app">
      <StaffStyles />
      <a href="#main" className="skip-link">
        {t('staff:skipToContent')}
      </a>
      <StaffHeader nav={nav} name={name} />
      <main id="main" tabIndex={-1} className="staff-main">
        {children}
      </main>
    </div>
  );
}

/** A console page shown outside the signed-in layout (sign-in, the session's states). */
export function StaffFrame({ page, children }: { page: StaffPageKey; children: ReactNode }) {
  useStaffMeta(page);
  return (
    <StaffShell>
      <div className="staff-page staff-page--narrow">{children}</div>
    </StaffShell>
  );
}
