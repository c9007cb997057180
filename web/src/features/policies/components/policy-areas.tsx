import { isPolicyAreaId, policyAreaIds } from '@gsk/core/content';
import type { PolicyAreaId } from '@gsk/core/content';
import { loadedPolicyArea, policiesCopy } from '@gsk/core/content/copy';
import { enterpriseCopy } from '@gsk/core/enterprise';
import type { Language } from '@gsk/core/i18n/language';
import { use, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PolicyAreaCard } from './policy-area-card';
import './policies.css';
import { useLanguage } from '../../../hooks/use-language';

/** Waits for a language's texts the island did not load (the language changed in the page). */
function useTexts(language: Language) {
  try {
    policiesCopy.get(language);
    enterpriseCopy.get(language);
  } catch {
    use(Promise.all([policiesCopy.load(language), enterpriseCopy.load(language)]));
  }
}

/**
 * The five policy areas, each expandable on its own. A link to `/policies#energy` opens that area
 * and scrolls to it.
 */
export function PolicyAreas({ onExpert }: { onExpert: () => void }) {
  const { t } = useTranslation(['policies']);
  const language = useLanguage();
  useTexts(language);
  const { hash } = useLocation();
  const linked = hash.slice(1);
  const [open, setOpen] = useState<ReadonlySet<PolicyAreaId>>(
    () => new Set(isPolicyAreaId(linked) ? [linked] : []),
  );

  useEffect(() => {
    if (!isPolicyAreaId(linked)) return;
    setOpen((current) => new Set([...current, linked]));
    document.getElementById(linked)?.scrollIntoView({ block: 'start' });
  }, [linked]);

  const handleToggle = (id: PolicyAreaId) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section className="policy-areas" aria-labelledby="policy-areas-heading">
      <h2 id="policy-areas-heading">{t('policies:areasHeading')}</h2>
      <p className="policy-areas__lead">{t('policies:areasLead')}</p>
      <ol className="policy-areas__list">
        {policyAreaIds
          .map((id) => loadedPolicyArea(id, language))
          .map((area) => (
            <li key={area.id}>
              <PolicyAreaCard
                area={area}
                open={open.has(area.id)}
                onToggle={() => handleToggle(area.id)}
                onExpert={onExpert}
              />
            </li>
          ))}
      </ol>
    </section>
  );
}
