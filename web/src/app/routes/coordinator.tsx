import { PageIntro } from '../../components/ui/page-intro';
import { CoordinatorSection } from '../../features/coordinator/components/coordinator-section';

/**
 * The coordinator's section (`sitePaths.coordinator`, issue 29): a prerendered shell filled from
 * the coordinator's routes with the member's session cookie; its code loads on this route only.
 */
export function CoordinatorRoute() {
  return (
    <div className="page coordinator-page">
      <PageIntro page="coordinator" />
      <CoordinatorSection />
    </div>
  );
}
