import { useTranslation } from 'react-i18next';
import { SplitHeading } from '../../components/ui/split-heading';
import { CampaignTotals } from '../../features/donation/components/campaign-totals';

/** The home page's donation card's text: heading, lead and the campaign's totals. */
export function DonateText() {
  const { t } = useTranslation(['homeSections']);
  return (
    <div className="donate-band__text">
      <SplitHeading
        id="donate-heading"
        className="home-section__heading"
        {...t('homeSections:donate.heading', { returnObjects: true })}
      />
      <p className="home-section__lead">{t('homeSections:donate.lead')}</p>
      <CampaignTotals />
    </div>
  );
}
