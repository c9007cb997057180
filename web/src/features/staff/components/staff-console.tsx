import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { Link } from '../../../components/ui/localized-link';
import { StaffSessionProvider } from '../hooks/staff-session';
import { StaffSlotsContext, type StaffSlots } from '../hooks/staff-slots';
import { useStaffMeta } from '../hooks/use-staff-meta';
import { staffPath } from '../lib/staff-paths';
import { staffSections, type StaffSection } from '../sections';
import { StaffGuard } from './staff-guard';

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

/**
 * The staff console under `/staff` (`/en/staff`): its sign-in (composed by the app from the
 * account pages' forms), then every section behind the session guard.
 */
export function StaffConsole({
  signIn,
  languageSwitch,
  sections = staffSections,
}: StaffSlots & { signIn: ReactNode; sections?: readonly StaffSection[] }) {
  // Route objects (useRoutes) rather than <Routes> elements: the router's chunk, which the
  // public pages share, stays as it was.
  const routes: RouteObject[] = [
    { path: 'sign-in', element: signIn },
    {
      element: <StaffGuard sections={sections} />,
      children: [
        ...sections.map(({ path, Page }): RouteObject =>
          path === '' ? { index: true, element: <Page /> } : { path, element: <Page /> },
        ),
        { path: '*', element: <StaffNotFound /> },
      ],
    },
  ];
  return (
    <StaffSlotsContext.Provider value={{ languageSwitch }}>
      <StaffSessionProvider>{useRoutes(routes)}</StaffSessionProvider>
    </StaffSlotsContext.Provider>
  );
}
