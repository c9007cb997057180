import type { MemberProfile } from '@gsk/core/api';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useSession } from '../../../hooks/use-session';
import { reloadSession } from '../../../lib/session';
import { ConsentSection } from './consent-section';
import './privacy.css';

// The download of the member's data and the closing of their account (with the form's code and
// their catalogues) load once the member is known to be signed in, not with the page.
const DataSection = lazy(() =>
  import('./data-section').then((module) => ({ default: module.DataSection })),
);
const CloseSection = lazy(() =>
  import('./close-section').then((module) => ({ default: module.CloseSection })),
);

/** The page's sections for a signed-in member. */
function SignedIn({ member }: { member: MemberProfile }) {
  const { t } = useTranslation(['memberPrivacy', 'layout']);
  return (
    <div className="privacy-page">
      <p>
        <Link to={paths.profile}>{t('memberPrivacy:back')}</Link>
      </p>
      <ConsentSection member={member} />
      <Suspense fallback={<p role="status">{t('layout:common.loading')}</p>}>
        <DataSection />
        <CloseSection />
      </Suspense>
    </div>
  );
}

/**
 * The member's privacy page (`sitePaths.privacySettings`): a prerendered shell that asks the API
 * who is signed in. Signed out, a prompt to sign in (and back here); signed in, the messages they
 * receive, their data (a file and a readable summary) and the closing of their account.
 */
export function PrivacySettings() {
  const { t } = useTranslation(['memberPrivacy', 'layout']);
  const session = useSession({ always: true });
  const { pathname } = useLocation();
  if (session.status === 'signed-in') return <SignedIn member={session.member} />;
  if (session.status === 'signed-out')
    return (
      <div className="privacy-page">
        <p>{t('memberPrivacy:signedOut')}</p>
        <p className="privacy-page__links">
          <Link
            to={`${paths.signIn}?${new URLSearchParams({ next: pathname }).toString()}`}
            className="button button--primary"
          >
            {t('memberPrivacy:signIn')}
          </Link>
        </p>
      </div>
    );
  if (session.status === 'failed')
    return (
      <div className="privacy-page" role="alert">
        <p>{t('memberPrivacy:consents.loadFailed')}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void reloadSession()}
        >
          {t('memberPrivacy:consents.retry')}
        </button>
      </div>
    );
  return (
    <p role="status" className="privacy-page__loading">
      {t('layout:common.loading')}
    </p>
  );
}
