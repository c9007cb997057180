import { PageIntro } from '../../components/ui/page-intro';
import { MemberProfile } from '../../features/account/components/member-profile';

/** The member's profile (`sitePaths.profile`): a shell filled from the API with the session cookie. */
export function ProfileRoute() {
  return (
    <div className="page account-page">
      <PageIntro page="profile" />
      <div className="account-page__body">
        <MemberProfile />
      </div>
    </div>
  );
}
