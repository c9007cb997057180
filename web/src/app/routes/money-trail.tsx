import { enterpriseFacts, isEnterpriseSlug, type EnterpriseSlug } from '@gsk/core/enterprise';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { MoneyTrail } from '../../features/ledger/components/money-trail';
import { usePageMeta } from '../../hooks/use-page-meta';
import { NotFoundRoute } from './not-found';

/** The whole movement's ledger. */
function OverallLedger() {
  usePageMeta('moneyTrail');
  return (
    <div className="page">
      <MoneyTrail fund="all" />
    </div>
  );
}

/** One enterprise's ledger, titled and described with its name. */
function EnterpriseLedger({ slug }: { slug: EnterpriseSlug }) {
  const { t } = useTranslation(['layout', 'ledger']);
  const name = enterpriseFacts[slug].ent_name;
  usePageMeta('moneyTrail', {
    title: `${t('layout:pages.moneyTrail.title')}: ${name}`,
    description: t('ledger:metaDescription', { name }),
    path: paths.moneyTrailOf(slug),
  });
  return (
    <div className="page">
      <MoneyTrail fund={slug} />
    </div>
  );
}

/**
 * Where the money went (`/where-the-money-went`) and each enterprise's (`…/{slug}`), prerendered:
 * the figures load in the browser. A slug that is no enterprise's is a mistyped address.
 */
export function MoneyTrailRoute() {
  const { fund } = useParams();
  if (fund === undefined) return <OverallLedger />;
  if (!isEnterpriseSlug(fund)) return <NotFoundRoute />;
  return <EnterpriseLedger key={fund} slug={fund} />;
}
