import { site } from '@gsk/core/site';
import { enterpriseFacts, isEnterpriseSlug, type EnterpriseSlug } from '@gsk/core/enterprise';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ogImagePath } from '../../config/og-images';
import { paths } from '../../config/paths';
import { MoneyTrail } from '../../features/ledger/components/money-trail';
import { useLanguage } from '../../hooks/use-language';
import { useDocumentMeta } from '../../hooks/use-page-meta';
import { NotFoundRoute } from './not-found';

/**
 * A ledger page's meta from its own catalogue (`ledger`), not the shell's, whose every text every
 * page's first load carries (docs/performance.md: the home page has no room for them).
 */
function useLedgerMeta(slug?: EnterpriseSlug) {
  const { t } = useTranslation(['ledger']);
  const language = useLanguage();
  const name = slug ? enterpriseFacts[slug].ent_name : '';
  const title = `${slug ? t('ledger:titleOf', { name }) : t('ledger:title')} | ${site.name}`;
  useDocumentMeta({
    title,
    shareTitle: title,
    description: slug ? t('ledger:descriptionOf', { name }) : t('ledger:description'),
    language,
    path: slug ? paths.moneyTrailOf(slug) : paths.moneyTrail,
    image: ogImagePath(language),
    noindex: false,
  });
}

/** One fund's ledger: the whole movement's, or an enterprise's by its slug. */
function LedgerPage({ slug }: { slug?: EnterpriseSlug }) {
  useLedgerMeta(slug);
  return (
    <div className="page">
      <MoneyTrail fund={slug ?? 'all'} />
    </div>
  );
}

/**
 * Where the money went (`/where-the-money-went`) and each enterprise's (`…/{slug}`), prerendered:
 * the figures load in the browser. A slug that is no enterprise's is a mistyped address.
 */
export function MoneyTrailRoute() {
  const { fund } = useParams();
  if (fund === undefined) return <LedgerPage />;
  if (!isEnterpriseSlug(fund)) return <NotFoundRoute />;
  return <LedgerPage key={fund} slug={fund} />;
}
