import { PageIntro } from '../../components/ui/page-intro';
import { SignInFormIsland } from '../../features/account/components/account-islands';

/** Sign-in (`sitePaths.signIn`) by mobile number and password; `?next=` is where to go after. */
export function SignInRoute() {
  return (
    <div className="page account-page">
      <PageIntro page="signIn" />
      <div className="account-page__body">
        <SignInFormIsland />
      </div>
    </div>
  );
}
