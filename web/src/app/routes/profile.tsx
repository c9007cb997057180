import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/ui/page-intro';
import { MemberProfile } from '../../features/account/components/member-profile';

// The member's shop orders (issue 31), with the shop's catalogue: loaded once the member's details
// arrive, not with the page.
const MemberOrders = lazy(() =>
  import('../../features/shop/components/member-orders').then((module) => ({
    default: module.MemberOrders,
  })),
);

/** The member's profile (`sitePaths.profile`): a shell filled from the API with the session cookie. */
export function ProfileRoute() {
  const { t } = useTranslation();
  return (
    <div className="page account-page">
      <PageIntro page="profile" />
      <div className="account-page__body">
        <MemberProfile
          orders={
            <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
              <MemberOrders />
            </Suspense>
          }
        />
      </div>
    </div>
  );
}
