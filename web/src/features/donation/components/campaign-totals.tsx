// Money formatting alone: the i18n index brings yup's locale, which these figures never need.
import { formatRinggit } from '@gsk/core/i18n/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { useCampaignTotalsState } from '../hooks/use-campaign-totals';
import './donation.css';

/**
 * What the whole campaign has raised (every settled donation, with or without an enterprise) and
 * from how many contributors, from the ledger. The figures arrive after the page has painted; until
 * then a dash holds their place, in boxes of a fixed height, so nothing moves when they land.
 */
export function CampaignTotals() {
  const { t } = useTranslation(['donation']);
  const language = useLanguage();
  const headingId = useId();
  const { totals, known } = useCampaignTotalsState();
  const locale = language === 'bm' ? 'ms-MY' : 'en-MY';
  return (
    <section className="campaign-totals" aria-labelledby={headingId} aria-busy={!known}>
      <h2 id={headingId} className="campaign-totals__title">
        {t('donation:totals.title')}
      </h2>
      <dl className="campaign-totals__figures">
        <div className="campaign-totals__figure">
          <dt>{t('donation:totals.raised')}</dt>
          <dd>{known ? formatRinggit(totals.overall.amount, language) : '—'}</dd>
        </div>
        <div className="campaign-totals__figure">
          <dt>{t('donation:totals.contributors')}</dt>
          <dd>{known ? totals.overall.contributors.toLocaleString(locale) : '—'}</dd>
        </div>
      </dl>
    </section>
  );
}
