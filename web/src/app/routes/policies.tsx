import { ExpertCall, expertCallId } from '../../features/policies/components/expert-call';
import { PoliciesBanner } from '../../features/policies/components/policies-banner';
import { PolicyAreasIsland } from '../../features/policies/components/policy-areas-island';
import { useScrollToSection } from '../../features/policies/hooks/use-scroll-to-section';
import { usePageMeta } from '../../hooks/use-page-meta';
import { isPolicyAreaId } from '@gsk/core/content';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export function PoliciesRoute() {
  usePageMeta('policies');
  const handleExpert = useScrollToSection(expertCallId);
  const { hash } = useLocation();
  // A link to an area (`/policies#energy`) opens it: the browser scrolled to its prerendered
  // markup; reaching into it loads the areas' island, which opens and shows it.
  useEffect(() => {
    const linked = hash.slice(1);
    if (!isPolicyAreaId(linked)) return;
    document.getElementById(linked)?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  }, [hash]);
  return (
    <div className="page policies">
      <PoliciesBanner onExpert={handleExpert} />
      <PolicyAreasIsland onExpert={handleExpert} />
      <ExpertCall />
    </div>
  );
}
