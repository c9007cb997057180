import type { Enterprise } from '@gsk/core/enterprise';
// Money formatting alone: the i18n index brings yup's locale, which a list of cards never needs.
import { formatRinggit } from '@gsk/core/i18n/money';
import { useTranslation } from 'react-i18next';
import type { EnterpriseCounters as Counters } from '../lib/counters';
import { useLanguage } from '../../../hooks/use-language';

interface EnterpriseCountersProps {
  enterprise: Enterprise;
  counters: Counters;
}

/** Registered partners of each kind against the number needed, contributors and amount collected. */
export function EnterpriseCounters({ enterprise, counters }: EnterpriseCountersProps) {
  const { t } = useTranslation(['enterprises']);
  const language = useLanguage();
  const partners = [
    ['equity', counters.partners.equity, enterprise.equity_partners_needed],
    ['asset', counters.partners.asset, enterprise.asset_partners_needed],
    ['operations', counters.partners.operations, enterprise.operations_partners_needed],
  ] as const;
  return (
    <div
      className="enterprise-counters"
      role="group"
      aria-label={t('enterprises:counters', { name: enterprise.ent_name })}
    >
      <p className="enterprise-counters__caption">{t('enterprises:partnersRegistered')}</p>
      <dl className="enterprise-counters__row enterprise-counters__row--partners">
        {partners.map(([kind, current, needed]) => (
          <div key={kind} className="enterprise-counters__item">
            <dt>
              <span aria-hidden="true">{t(`enterprises:partnersShort.${kind}`)}</span>
              <span className="visually-hidden">{t(`enterprises:partners.${kind}`)}</span>
            </dt>
            <dd>{t('enterprises:partnersCount', { current, needed })}</dd>
          </div>
        ))}
      </dl>
      <dl className="enterprise-counters__row">
        <div className="enterprise-counters__item">
          <dt>{t('enterprises:contributors')}</dt>
          <dd>{counters.contributors.toLocaleString(language === 'bm' ? 'ms-MY' : 'en-MY')}</dd>
        </div>
        <div className="enterprise-counters__item">
          <dt>{t('enterprises:collected')}</dt>
          <dd>{formatRinggit(counters.amountRaised, language)}</dd>
        </div>
      </dl>
    </div>
  );
}
