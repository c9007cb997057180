import { Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Navigate } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../hooks/use-localized-path';
import { useStaffSession } from '../hooks/staff-session';
import { staffFailureText } from '../lib/staff-failure';
import { staffSignInPath } from '../lib/staff-paths';
import { SignOutButton } from './sign-out-button';
import { StaffFrame } from './staff-frame';

/**
 * The console's pages show only to staff (`GET /api/staff/session`): signed out (401) goes to the
 * sign-in, which comes back to the page asked for; a member who is not staff (403) is told so,
 * with a sign-out; otherwise the console's layout with its nav around the page.
 */
export function StaffGuard({ children }: { children: (name: string) => ReactNode }) {
  const { t } = useTranslation(['staff']);
  const { state, ensure, check } = useStaffSession();
  const { pathname, search } = useLocation();
  const localize = useLocalizedPath();
  useEffect(ensure, [ensure]);
  const checking = (
    <StaffFrame page="checking">
      <p role="status" className="staff-status">
        {t('staff:session.checking')}
      </p>
    </StaffFrame>
  );

  switch (state.status) {
    case 'checking':
      return checking;
    case 'signed-out':
      return (
        <Navigate
          to={`${staffSignInPath}?${new URLSearchParams({ next: `${pathname}${search}` }).toString()}`}
          replace
        />
      );
    case 'not-staff':
      return (
        <StaffFrame page="notStaff">
          <h1>{t('staff:pages.notStaff')}</h1>
          <p>{t('staff:session.notStaffText')}</p>
          <p className="staff-actions">
            <SignOutButton />
            <a href={localize(paths.home)}>{t('staff:session.home')}</a>
          </p>
        </StaffFrame>
      );
    case 'failed':
      return (
        <StaffFrame page="checking">
          <h1>{t('staff:session.failed')}</h1>
          <p role="alert">{staffFailureText(state.failure, t, 'staff')}</p>
          <button type="button" className="button button--primary" onClick={() => void check()}>
            {t('staff:session.retry')}
          </button>
        </StaffFrame>
      );
    case 'signed-in':
      // The console's sections (their code may still be loading).
      return <Suspense fallback={checking}>{children(state.session.name)}</Suspense>;
  }
}
