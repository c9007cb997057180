import { PageIntro } from '../../components/ui/page-intro';

export function PrivacyPolicyRoute() {
  return (
    <div className="page">
      <PageIntro page="privacyPolicy" />
    </div>
  );
}
