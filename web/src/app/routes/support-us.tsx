import { PageIntro } from '../../components/ui/page-intro';

export function SupportUsRoute() {
  return (
    <div className="page">
      <PageIntro page="supportUs" />
    </div>
  );
}
