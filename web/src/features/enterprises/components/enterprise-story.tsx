import type { Enterprise } from '@gsk/core/enterprise';
import { enterpriseStory } from '@gsk/core/enterprise';
import type { Language } from '@gsk/core/i18n/language';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { artwork } from '../../../lib/artwork';
import { useLanguage } from '../../../hooks/use-language';

/** Waits for a language's stories the island did not load (the language changed in the page). */
function useStory(language: Language) {
  try {
    enterpriseStory.get(language);
  } catch {
    use(enterpriseStory.load(language));
  }
}

/** An enterprise's story (what, why, how) and the partners it needs, below its page's first view. */
export function EnterpriseStory({ enterprise }: { enterprise: Enterprise }) {
  const { t } = useTranslation(['enterprises']);
  const language = useLanguage();
  useStory(language);
  const partnerKinds = [
    ['equity', enterprise.equity_partners_needed, enterprise.equity_partners],
    ['asset', enterprise.asset_partners_needed, enterprise.asset_partners],
    ['operations', enterprise.operations_partners_needed, enterprise.operation_partners],
  ] as const;

  return (
    <>
      <div className="enterprise-detail__story">
        {(['what', 'why', 'how'] as const).map((part) => (
          <section key={part} className="story-card">
            <h2>{t(`enterprises:detail.${part}`)}</h2>
            <p>{enterprise[part]}</p>
          </section>
        ))}
      </div>

      <section className="partners-needed" aria-labelledby="partners-needed-heading">
        <h2 id="partners-needed-heading">{t('enterprises:detail.partnersWeNeed')}</h2>
        <ul className="partners-needed__list">
          {partnerKinds.map(([kind, needed, description]) => {
            const image = artwork(`partners/${kind}`, language);
            return (
              <li key={kind} className="partner-need">
                <img
                  src={image.src}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                  decoding="async"
                />
                <div>
                  <h3>{t(`enterprises:partners.${kind}`)}</h3>
                  <p className="partner-need__count">
                    {t('enterprises:detail.needed', { count: needed })}
                  </p>
                  <p>{description}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
