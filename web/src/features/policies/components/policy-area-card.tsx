import type { PolicyArea } from '@gsk/core/content';
import { policyLabels } from '@gsk/core/content';
import { findEnterprise } from '@gsk/core/enterprise';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/localized-link';
import { policyBriefPdf } from '../../../config/downloads';
import { paths } from '../../../config/paths';
import { artwork } from '../../../lib/artwork';
import { useLanguage } from '../../../hooks/use-language';

interface PolicyAreaCardProps {
  area: PolicyArea;
  open: boolean;
  onToggle: () => void;
  onExpert: () => void;
}

/**
 * One policy area: picture, title and summary, its brief as a PDF in the active language, and a
 * disclosure (a button with aria-expanded controlling a region) with the problem, the proposals,
 * the Third Sector's answer and the enterprises working on it.
 */
export function PolicyAreaCard({ area, open, onToggle, onExpert }: PolicyAreaCardProps) {
  const { t } = useTranslation(['policies']);
  const language = useLanguage();
  const labels = policyLabels[language];
  const image = artwork(`policies/${area.id}`, language);
  const toggleId = `policy-${area.id}-toggle`;
  const detailsId = `policy-${area.id}-details`;

  return (
    <article className="policy-area" id={area.id} aria-labelledby={toggleId}>
      <img
        className="policy-area__image"
        src={image.src}
        alt={image.alt}
        width={800}
        height={400}
        loading="lazy"
      />
      <div className="policy-area__body">
        <h3 className="policy-area__title">
          <button
            type="button"
            id={toggleId}
            className="policy-area__toggle"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={onToggle}
          >
            <span>{area.title}</span>
            <svg
              className="policy-area__chevron"
              width="24"
              height="24"
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" />
            </svg>
          </button>
        </h3>
        <p className="policy-area__summary">{area.summary}</p>
        <div className="policy-area__actions">
          <a
            className="button button--primary"
            href={policyBriefPdf(area.id, language)}
            download
            aria-label={`${t('policies:download')}: ${t('policies:downloadFile', { title: area.title })}`}
          >
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M12 3v12m0 0l-5-5m5 5l5-5M4 19h16"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {t('policies:download')}
          </a>
          <button type="button" className="button button--ghost" onClick={onExpert}>
            {t('policies:toExpert')}
          </button>
        </div>
        <div
          id={detailsId}
          role="region"
          aria-labelledby={toggleId}
          className="policy-area__details"
          hidden={!open}
        >
          <h4>{labels.problem}</h4>
          {area.problem.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <h4>{labels.proposals}</h4>
          <ol className="policy-area__proposals">
            {area.proposals.map((proposal) => (
              <li key={proposal.title}>
                <strong>{proposal.title}.</strong> {proposal.text}
              </li>
            ))}
          </ol>
          <h4>{labels.thirdSector}</h4>
          {area.thirdSector.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <h4>{labels.enterprises}</h4>
          <ul className="policy-area__enterprises">
            {area.enterprises.map((slug) => {
              const enterprise = findEnterprise(slug, language);
              return (
                <li key={slug}>
                  <Link to={paths.enterprise(slug)}>
                    {t('policies:enterpriseLink', { name: enterprise.ent_name })}
                  </Link>{' '}
                  <span>{enterprise.description}</span>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </article>
  );
}
