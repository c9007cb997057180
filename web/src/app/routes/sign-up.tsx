import { PageIntro } from '../../components/ui/page-intro';
import { SignUpFormIsland } from '../../features/account/components/account-islands';

/** Sign-up (`sitePaths.signUp`): the member's details, then the code texted to the number. */
export function SignUpRoute() {
  return (
    <div className="page account-page">
      <PageIntro page="signUp" />
      <div className="account-page__body">
        <SignUpFormIsland />
      </div>
    </div>
  );
}
