import { PageIntro } from '../../components/ui/page-intro';
import { ForgotPasswordFlowIsland } from '../../features/account/components/account-islands';

/** A forgotten password (`sitePaths.forgotPassword`): the spec's flow, step by step. */
export function ForgotPasswordRoute() {
  return (
    <div className="page account-page">
      <PageIntro page="forgotPassword" />
      <div className="account-page__body">
        <ForgotPasswordFlowIsland />
      </div>
    </div>
  );
}
