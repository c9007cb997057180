import { PageIntro } from '../../components/ui/page-intro';

export function HomeRoute() {
  return (
    <div className="page">
      <PageIntro page="home" />
    </div>
  );
}
