import type { Enterprise } from '@gsk/core/enterprise';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Link } from '../../../components/ui/localized-link';
import { RunningCampaign } from '../../../components/campaigns/running-campaign';
import { ShareButton } from '../../../components/share/share-button';
import { paths } from '../../../config/paths';
import type { EnterpriseCounters as Counters } from '../lib/counters';
import { EnterpriseCounters } from './enterprise-counters';
import { EnterpriseImage } from './enterprise-image';
import { EnterpriseStoryIsland } from './enterprise-story-island';
import './enterprises.css';

interface EnterpriseDetailProps {
  enterprise: Enterprise;
  counters: Counters;
  /** The Become a Partner form, composed by the page. */
  partnerForm?: ReactNode;
}

/** An enterprise's page: who it is, its numbers, what, why and how, and the partners it needs. */
export function EnterpriseDetail({ enterprise, counters, partnerForm }: EnterpriseDetailProps) {
  const { t } = useTranslation(['enterprises', 'layout']);
  const { pathname } = useLocation();

  return (
    <article className="enterprise-detail">
      <Link to={paths.supportUs} className="back-link">
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M15 5l-7 7 7 7"
            stroke="currentColor"
            strokeWidth="2.4"
            fill="none"
            strokeLinecap="round"
          />
        </svg>
        {t('enterprises:detail.back')}
      </Link>
      <div className="enterprise-detail__hero">
        <div className="enterprise-detail__media">
          <EnterpriseImage enterprise={enterprise} eager />
        </div>
        <div className="enterprise-detail__summary">
          <p className="enterprise-detail__meta">
            <span className="tag">
              <span className="visually-hidden">{t('enterprises:category')}: </span>
              {enterprise.category}
            </span>
            <span>
              <span className="visually-hidden">{t('enterprises:location')}: </span>
              {enterprise.location}
            </span>
          </p>
          <div className="enterprise-detail__title-row">
            <h1 className="enterprise-detail__name">
              <span aria-hidden="true">{enterprise.icon} </span>
              {enterprise.ent_name}
            </h1>
            <ShareButton
              label={t('enterprises:share', { name: enterprise.ent_name })}
              content={{
                url: pathname,
                title: enterprise.ent_name,
                text: enterprise.description,
              }}
            />
          </div>
          <p className="enterprise-detail__lead">{enterprise.description}</p>
          <EnterpriseCounters enterprise={enterprise} counters={counters} />
          <RunningCampaign enterprise={enterprise.slug} />
          <div className="enterprise-detail__actions">
            <button
              type="button"
              className="button button--muted"
              aria-disabled="true"
              tabIndex={-1}
            >
              {t('enterprises:detail.operational')}
            </button>
            <Link
              to={`${paths.contribute}?enterprise=${enterprise.slug}`}
              className="button button--accent"
            >
              {t('enterprises:detail.contribute')}
            </Link>
          </div>
          {/* Its public ledger (issue 30), named as the footer names the movement's: no new text here. */}
          <p className="enterprise-detail__ledger">
            <Link to={paths.moneyTrailOf(enterprise.slug)}>{t('layout:nav.moneyTrail')}</Link>
          </p>
        </div>
      </div>

      <EnterpriseStoryIsland enterprise={enterprise} />

      {partnerForm && (
        <section className="enterprise-detail__form" aria-labelledby="become-partner-heading">
          <h2 id="become-partner-heading">{t('enterprises:detail.becomePartner')}</h2>
          <p>{t('enterprises:detail.becomePartnerLead')}</p>
          {partnerForm}
        </section>
      )}
    </article>
  );
}
