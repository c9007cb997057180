import type { VolunteerDetails } from '@gsk/core/api';
import { htmlLang } from '@gsk/core/i18n/language';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/use-language';

/** A member's volunteer details as the API stored them. */
export type Volunteer = NonNullable<VolunteerDetails['volunteer']>;

/**
 * A volunteer's details as they gave them: skills, languages, when free, reach, consent per
 * channel and since when (the `volunteerLabels` texts; the volunteer page and the profile show it).
 */
export function VolunteerSummary({ volunteer }: { volunteer: Volunteer }) {
  const { t } = useTranslation(['volunteerLabels']);
  const language = useLanguage();
  const list = (labels: string[]) => labels.join(', ');
  const yesNo = (given: boolean | undefined) =>
    given ? t('volunteerLabels:summary.yes') : t('volunteerLabels:summary.no');
  const since = new Intl.DateTimeFormat(`${htmlLang(language)}-MY`, {
    dateStyle: 'long',
    timeZone: 'Asia/Kuala_Lumpur',
  });
  return (
    <>
      <dl className="volunteer-summary">
        <dt>{t('volunteerLabels:summary.skills')}</dt>
        <dd>{list(volunteer.skills.map((code) => t(`volunteerLabels:skills.${code}`)))}</dd>
        <dt>{t('volunteerLabels:summary.languages')}</dt>
        <dd>{list(volunteer.languages.map((code) => t(`volunteerLabels:languages.${code}`)))}</dd>
        <dt>{t('volunteerLabels:summary.availability')}</dt>
        <dd>
          {list(volunteer.availability.map((code) => t(`volunteerLabels:availability.${code}`)))}
        </dd>
        <dt>{t('volunteerLabels:summary.reach')}</dt>
        <dd>{t(`volunteerLabels:reach.${volunteer.reach}`)}</dd>
        <dt>{t('volunteerLabels:summary.consentSms')}</dt>
        <dd>{yesNo(volunteer.consent.sms.given)}</dd>
        <dt>{t('volunteerLabels:summary.consentEmail')}</dt>
        <dd>{yesNo(volunteer.consent.email.given)}</dd>
      </dl>
      {volunteer.since ? (
        <p className="volunteer-summary__since">
          {t('volunteerLabels:summary.since', { date: since.format(new Date(volunteer.since)) })}
        </p>
      ) : null}
    </>
  );
}
