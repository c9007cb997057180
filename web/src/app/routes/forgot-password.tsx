import { PageIntro } from '../../components/ui/page-intro';
import { ForgotPasswordFlow } from '../../features/account/components/forgot-password-flow';

/** A forgotten password (`sitePaths.forgotPassword`): the spec's flow, step by step. */
export function ForgotPasswordRoute() {
  return (
    <div className="page account-page">
      <PageIntro page="forgotPassword" />
      <div className="account-page__body">
        <ForgotPasswordFlow />
      </div>
    </div>
  );
}
