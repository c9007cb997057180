import { createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { RootLayout } from './layout/root-layout';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { RouteErrorScreen } from './routes/route-error';

/** The spec's router table. Every page but home loads on demand. */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <p className="page-loading">…</p>,
    children: [
      {
        errorElement: <RouteErrorScreen />,
        children: [
          { index: true, element: <HomeRoute /> },
          {
            path: paths.policies,
            lazy: () => import('./routes/policies').then((m) => ({ Component: m.PoliciesRoute })),
          },
          {
            path: paths.contribute,
            lazy: () =>
              import('./routes/contribute').then((m) => ({ Component: m.ContributeRoute })),
          },
          {
            path: paths.transactionStatus,
            lazy: () =>
              import('./routes/transaction-status').then((m) => ({
                Component: m.TransactionStatusRoute,
              })),
          },
          {
            path: paths.transactionPending,
            lazy: () =>
              import('./routes/transaction-pending').then((m) => ({
                Component: m.TransactionPendingRoute,
              })),
          },
          {
            path: paths.terms,
            lazy: () => import('./routes/terms').then((m) => ({ Component: m.TermsRoute })),
          },
          {
            path: paths.privacyPolicy,
            lazy: () =>
              import('./routes/privacy-policy').then((m) => ({ Component: m.PrivacyPolicyRoute })),
          },
          {
            path: paths.supportUs,
            lazy: () =>
              import('./routes/support-us').then((m) => ({ Component: m.SupportUsRoute })),
          },
          {
            path: paths.supportEnterprise,
            lazy: () =>
              import('./routes/support-enterprise').then((m) => ({
                Component: m.SupportEnterpriseRoute,
              })),
          },
          {
            path: paths.expertContribution,
            lazy: () =>
              import('./routes/expert-contribution').then((m) => ({
                Component: m.ExpertContributionRoute,
              })),
          },
          ...[paths.ourEnterprise, `${paths.ourEnterprise}/:enterpriseId`, '/:enterpriseName'].map(
            (path) => ({
              path,
              lazy: () =>
                import('./routes/enterprise').then((m) => ({ Component: m.EnterpriseRoute })),
            }),
          ),
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
