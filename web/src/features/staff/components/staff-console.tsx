import { use } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { Link } from '../../../components/ui/localized-link';
import { StaffSessionProvider } from '../hooks/staff-session';
import { StaffSlotsContext, type StaffSlots } from '../hooks/staff-slots';
import { useStaffMeta } from '../hooks/use-staff-meta';
import { staffPath } from '../lib/staff-paths';
import { navOf } from '../sections';
import type { StaffSection } from '../sections';
import { StaffGuard } from './staff-guard';
import { StaffShell } from './staff-frame';

/** A path of the console that is no section's. */
function StaffNotFound() {
  const { t } = useTranslation(['staff']);
  useStaffMeta('notFound');
  return (
    <div className="staff-page">
      <h1>{t('staff:pages.notFound')}</h1>
      <p>{t('staff:notFound.text')}</p>
      <Link to={staffPath()}>{t('staff:notFound.back')}</Link>
    </div>
  );
}

/** The sections' pages under the guard, and the console's not-found page for any other path. */
function SectionRoutes({ sections }: { sections: readonly StaffSection[] }) {
  return useRoutes([
    ...sections.map(({ path, Page }): RouteObject =>
      path === '' ? { index: true, element: <Page /> } : { path, element: <Page /> },
    ),
    { path: '*', element: <StaffNotFound /> },
  ]);
}

let loadingSections: Promise<readonly StaffSection[]> | undefined;
/** Every section's code, loaded once (a failure may be tried again). */
const loadSections = () =>
  (loadingSections ??= import('../console-sections').then(
    (module) => module.staffSections,
    (error: unknown) => {
      loadingSections = undefined;
      throw error;
    },
  ));

/** Every section, their code and the people's catalogue loaded once a session is confirmed. */
function LoadedSections({ name }: { name: string }) {
  useTranslation([
    'staffPeople',
    'staffVolunteers',
    'activityForms',
    'volunteerLabels',
    'validation',
  ]);
  const sections = use(loadSections());
  return (
    <StaffShell nav={navOf(sections)} name={name}>
      <SectionRoutes sections={sections} />
    </StaffShell>
  );
}

/**
 * The staff console under `/staff` (`/en/staff`): its sign-in (composed by the app from the
 * account pages' forms), then every section behind the session guard.
 */
export function StaffConsole({
  signIn,
  languageSwitch,
  sections,
}: StaffSlots & {
  signIn: ReactNode;
  /** The sections (every one, loaded after the sign-in, if not given). */
  sections?: readonly StaffSection[];
}) {
  // Route objects (useRoutes) rather than <Routes> elements: the router's chunk, which the
  // public pages share, stays as it was.
  const routes: RouteObject[] = [
    { path: 'sign-in', element: signIn },
    {
      path: '*',
      element: (
        <StaffGuard>
          {(name) =>
            sections ? (
              <StaffShell nav={navOf(sections)} name={name}>
                <SectionRoutes sections={sections} />
              </StaffShell>
            ) : (
              <LoadedSections name={name} />
            )
          }
        </StaffGuard>
      ),
    },
  ];
  return (
    <StaffSlotsContext.Provider value={{ languageSwitch }}>
      <StaffSessionProvider>{useRoutes(routes)}</StaffSessionProvider>
    </StaffSlotsContext.Provider>
  );
}
