import { PageIntro } from '../../components/ui/page-intro';
import { PrivacySettings } from '../../features/privacy/components/privacy-settings';

/**
 * The member's privacy page (`sitePaths.privacySettings`, issue 32): a shell filled from the API
 * with the session cookie: the messages they receive, their data, closing their account.
 */
export function PrivacySettingsRoute() {
  return (
    <div className="page">
      <PageIntro page="privacySettings" />
      <div className="privacy-page__body">
        <PrivacySettings />
      </div>
    </div>
  );
}
