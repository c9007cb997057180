import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/ui/page-intro';
import { ExpertFormIsland } from '../../features/applications/components/expert-form-island';

/** /expert-contribution: the call to experts (linked from /policies) and their application. */
export function ExpertContributionRoute() {
  const { t } = useTranslation(['applications']);
  return (
    <div className="page expert-contribution">
      <PageIntro page="expertContribution" />
      <div className="expert-contribution__body">
        <p className="expert-contribution__intro">{t('applications:expertPage.intro')}</p>
        <p className="expert-contribution__intro">{t('applications:expertPage.next')}</p>
        <section aria-labelledby="expert-form-heading" className="expert-contribution__form">
          <h2 id="expert-form-heading">{t('applications:expertPage.formHeading')}</h2>
          <ExpertFormIsland idPrefix="expert" />
        </section>
      </div>
    </div>
  );
}
