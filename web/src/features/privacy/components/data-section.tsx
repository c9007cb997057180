import { privacyApiPaths } from '@gsk/core/api';
import { PRIVACY_RESPONSE_DAYS } from '@gsk/core/constants';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';

/** What the download holds, in the order the file has it. */
const holdings = ['profile', 'sessions', 'places', 'money', 'applications', 'staff'] as const;

/**
 * The profile's privacy page's "Data anda / Your data" section (issue 32): what the site holds
 * about the member and two downloads of it, the JSON file (`GET /api/account/data`) and the
 * readable summary in the page's language (`…/summary?language=`). Plain links: the browser sends
 * the session cookie and saves what the API marks an attachment, so the section needs no code of
 * its own to download, and works before the page's code has run.
 */
export function DataSection() {
  const { t } = useTranslation(['privacyData']);
  const language = useLanguage();
  return (
    <section aria-labelledby="privacy-data-heading" className="profile__section">
      <h2 id="privacy-data-heading">{t('privacyData:heading')}</h2>
      <p>{t('privacyData:intro')}</p>
      <h3>{t('privacyData:holdsHeading')}</h3>
      <ul>
        {holdings.map((holding) => (
          <li key={holding}>{t(`privacyData:holds.${holding}`)}</li>
        ))}
      </ul>
      <ul className="privacy-data__downloads">
        <li>
          <a href={privacyApiPaths.ownData} download>
            {t('privacyData:json')}
          </a>{' '}
          <span>{t('privacyData:jsonNote')}</span>
        </li>
        <li>
          <a href={`${privacyApiPaths.ownDataSummary}?language=${language}`} download>
            {t('privacyData:summary')}
          </a>{' '}
          <span>{t('privacyData:summaryNote')}</span>
        </li>
      </ul>
      <p>{t('privacyData:limit')}</p>
      <p>{t('privacyData:correct', { days: PRIVACY_RESPONSE_DAYS })}</p>
    </section>
  );
}
