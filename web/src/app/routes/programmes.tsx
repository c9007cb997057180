import { PageIntro } from '../../components/ui/page-intro';
import { EventList } from '../../features/events/components/event-list';

/** /programmes: the upcoming programmes and events. */
export function ProgrammesRoute() {
  return (
    <div className="page">
      <PageIntro page="programmes" />
      <EventList />
    </div>
  );
}
