import { ExpertCall, expertCallId } from '../../features/policies/components/expert-call';
import { PoliciesBanner } from '../../features/policies/components/policies-banner';
import { PolicyAreas } from '../../features/policies/components/policy-areas';
import { useScrollToSection } from '../../features/policies/hooks/use-scroll-to-section';
import { usePageMeta } from '../../hooks/use-page-meta';

export function PoliciesRoute() {
  usePageMeta('policies');
  const handleExpert = useScrollToSection(expertCallId);
  return (
    <div className="page policies">
      <PoliciesBanner onExpert={handleExpert} />
      <PolicyAreas onExpert={handleExpert} />
      <ExpertCall />
    </div>
  );
}
