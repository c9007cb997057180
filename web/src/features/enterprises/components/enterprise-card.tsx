import type { Enterprise } from '@gsk/core/enterprise';
import { useTranslation } from 'react-i18next';
import { RunningCampaign } from '../../../components/campaigns/running-campaign';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../hooks/use-localized-path';
import { ShareButton } from '../../../components/share/share-button';
import type { EnterpriseCounters as Counters } from '../lib/counters';
import { EnterpriseCounters } from './enterprise-counters';
import { EnterpriseImage } from './enterprise-image';
import './enterprises.css';

interface EnterpriseCardProps {
  enterprise: Enterprise;
  counters: Counters;
  /** Heading level of the enterprise name within the page. */
  headingLevel?: 2 | 3;
}

/** One enterprise in a list or carousel: image, share, name, category, location, counters, link. */
export function EnterpriseCard({ enterprise, counters, headingLevel = 3 }: EnterpriseCardProps) {
  const { t } = useTranslation(['enterprises']);
  const Heading = `h${headingLevel}` as const;
  const localize = useLocalizedPath();
  const href = paths.enterprise(enterprise.slug);
  return (
    <article className="enterprise-card">
      <div className="enterprise-card__media">
        <EnterpriseImage enterprise={enterprise} />
        <ShareButton
          className="enterprise-card__share"
          label={t('enterprises:share', { name: enterprise.ent_name })}
          content={{
            url: localize(href),
            title: enterprise.ent_name,
            text: enterprise.description,
          }}
        />
      </div>
      <div className="enterprise-card__body">
        <Heading className="enterprise-card__name">
          <span aria-hidden="true">{enterprise.icon} </span>
          {enterprise.ent_name}
        </Heading>
        <p className="enterprise-card__meta">
          <span className="tag">
            <span className="visually-hidden">{t('enterprises:category')}: </span>
            {enterprise.category}
          </span>
          <span className="enterprise-card__location">
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
                fill="currentColor"
              />
            </svg>
            <span className="visually-hidden">{t('enterprises:location')}: </span>
            {enterprise.location}
          </span>
        </p>
        <p className="enterprise-card__description">{enterprise.description}</p>
        <EnterpriseCounters enterprise={enterprise} counters={counters} />
        <RunningCampaign enterprise={enterprise.slug} />
        <Link to={href} className="button button--primary enterprise-card__cta">
          {t('enterprises:learnMore')}
          <span className="visually-hidden">: {enterprise.ent_name}</span>
        </Link>
      </div>
    </article>
  );
}
