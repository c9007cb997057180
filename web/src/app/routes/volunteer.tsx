import { PageIntro } from '../../components/ui/page-intro';
import { ActivitiesNear } from '../../features/volunteers/components/activities-near';
import { VolunteerCounts } from '../../features/volunteers/components/volunteer-counts';
import { VolunteerIntro } from '../../features/volunteers/components/volunteer-intro';
import { VolunteerSection } from '../../features/volunteers/components/volunteer-section';

/**
 * /volunteer: why volunteer and what volunteers do, the call to action and the volunteer form
 * (or a volunteer's details), open activities near the visitor, and volunteers per state.
 */
export function VolunteerRoute() {
  return (
    <div className="page volunteer-page">
      <PageIntro page="volunteer" />
      <VolunteerIntro />
      <VolunteerSection />
      <ActivitiesNear />
      <VolunteerCounts />
    </div>
  );
}
