import { PageIntro } from '../../components/ui/page-intro';

export function TermsRoute() {
  return (
    <div className="page">
      <PageIntro page="terms" />
    </div>
  );
}
