import type { VolunteerCounts as Counts } from '@gsk/core/api';
import { PUBLIC_COUNT_MINIMUM } from '@gsk/core/constants';
import { htmlLang } from '@gsk/core/i18n/language';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { useRemote } from '../../../hooks/use-remote';
import { fetchVolunteerCounts } from '../api/volunteers-api';
import { useNear, useStates } from '../hooks/use-states';

/**
 * Volunteers per state, as the API aggregates them: a figure below the public minimum (which the
 * API sends as `null`) reads 'fewer than 5', and so would any smaller figure however it came.
 */
export function VolunteerCounts() {
  const { t } = useTranslation(['volunteers']);
  const language = useLanguage();
  const headingId = useId();
  // The states' names come with the electoral table, when the visitor nears this part.
  const sectionRef = useRef<HTMLElement>(null);
  const states = useStates(useNear(sectionRef));
  const { remote } = useRemote<Counts>(fetchVolunteerCounts);
  const number = new Intl.NumberFormat(`${htmlLang(language)}-MY`);
  const figure = (count: number | null) =>
    count === null || count < PUBLIC_COUNT_MINIMUM
      ? t('volunteers:counts.fewer')
      : number.format(count);
  const nameOf = (code: string) => states?.find((state) => state.code === code)?.name ?? code;

  return (
    <section aria-labelledby={headingId} className="volunteer-counts" ref={sectionRef}>
      <h2 id={headingId}>{t('volunteers:counts.heading')}</h2>
      <p>{t('volunteers:counts.lead')}</p>
      {remote.status === 'loading' ? <p role="status">{t('volunteers:counts.loading')}</p> : null}
      {remote.status === 'failed' ? <p role="alert">{t('volunteers:counts.error')}</p> : null}
      {remote.status === 'loaded' ? (
        <table className="volunteer-counts__table">
          <thead>
            <tr>
              <th scope="col">{t('volunteers:counts.state')}</th>
              <th scope="col">{t('volunteers:counts.volunteers')}</th>
            </tr>
          </thead>
          <tbody>
            {(remote.data.states ?? []).map(({ state, volunteers }) => (
              <tr key={state}>
                <th scope="row">{nameOf(state)}</th>
                <td>{figure(volunteers)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('volunteers:counts.total')}</th>
              <td>{figure(remote.data.total)}</td>
            </tr>
          </tfoot>
        </table>
      ) : null}
    </section>
  );
}
