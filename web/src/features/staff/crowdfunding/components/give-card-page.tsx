import type { StaffEvent } from '@gsk/core/api';
import { languages, type Language } from '@gsk/core/i18n/language';
import { Suspense, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../../../components/ui/localized-link';
import { useLanguage } from '../../../../hooks/use-language';
import { useRemote } from '../../../../hooks/use-remote';
import type { ApiFailure } from '../../../../lib/api-client';
import { useStaffSession } from '../../hooks/staff-session';
import { staffPath } from '../../lib/staff-paths';
import { Loading, PeoplePage } from '../../people/components/list-parts';
import { fetchStaffEvents } from '../../people/api/people-api';
import { cardAmounts, giveUrl, qrSvg } from '../lib/give-card';
import { ringgitText } from '../lib/format';
import { Failure } from './parts';

/** No event in the list has the id in the address. */
const notFound: ApiFailure = {
  kind: 'status',
  status: 404,
  statusText: 'Not Found',
  code: 'event_not_found',
};

/** The QR codes of a card: the event's donation form first, then one per amount, by URL. */
function useQrCodes(urls: readonly string[]) {
  const key = urls.join(' ');
  const [codes, setCodes] = useState<{ key: string; svgs?: string[]; failed?: boolean }>();
  useEffect(() => {
    let current = true;
    Promise.all(key.split(' ').map((url) => qrSvg(url))).then(
      (svgs) => current && setCodes({ key, svgs }),
      () => current && setCodes({ key, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return codes?.key === key ? codes : undefined;
}

/** A QR code's SVG (the library's own markup of our own URL), named for assistive technology. */
function QrCode({ svg, label, className }: { svg: string; label: string; className: string }) {
  return (
    <div
      className={`give-card__qr ${className}`}
      role="img"
      aria-label={label}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

/**
 * The printed card, in its own language (whatever the console's): the event's title, a big QR
 * code to the event page's donation form and three amounts, each in figures and in words with
 * its own small QR code that pre-fills it.
 */
function GiveCard({ event, language }: { event: StaffEvent; language: Language }) {
  const { t } = useTranslation(['staffCrowdfunding'], { lng: language });
  const console = useTranslation(['staffCrowdfunding']).t;
  const origin = window.location.origin;
  const main = giveUrl(origin, event.id, language);
  const urls = [
    main,
    ...cardAmounts.map(({ amount }) => giveUrl(origin, event.id, language, amount)),
  ];
  const codes = useQrCodes(urls);
  if (!codes) return <Loading label={console('staffCrowdfunding:eventCard.preparing')} />;
  if (codes.failed || !codes.svgs)
    return (
      <p role="alert" className="staff-people__alert">
        {console('staffCrowdfunding:eventCard.failed')}
      </p>
    );
  const [mainSvg = '', ...amountSvgs] = codes.svgs;
  return (
    <article
      className="give-card"
      lang={language === 'bm' ? 'ms' : 'en'}
      aria-label={console('staffCrowdfunding:eventCard.card')}
    >
      <p className="give-card__title">{t('staffCrowdfunding:giveCard.title')}</p>
      <p className="give-card__scan">{t('staffCrowdfunding:giveCard.scan')}</p>
      <p className="give-card__event">{event.title[language]}</p>
      <QrCode
        svg={mainSvg}
        label={t('staffCrowdfunding:giveCard.qrLabel')}
        className="give-card__qr--main"
      />
      <p className="give-card__goal">
        {t('staffCrowdfunding:giveCard.goal', {
          goal: ringgitText(event.fundraisingGoal, language),
        })}
      </p>
      <p className="give-card__pick">{t('staffCrowdfunding:giveCard.pick')}</p>
      <ul className="give-card__amounts">
        {cardAmounts.map(({ amount, words }, index) => (
          <li key={amount}>
            <QrCode
              svg={amountSvgs[index] ?? ''}
              label={t('staffCrowdfunding:giveCard.amountQr', {
                amount: ringgitText(amount, language),
              })}
              className="give-card__qr--amount"
            />
            <span className="give-card__figure">{ringgitText(amount, language)}</span>
            <span className="give-card__words">
              {t(`staffCrowdfunding:giveCard.words.${words}`)}
            </span>
          </li>
        ))}
      </ul>
      <p className="give-card__thanks">{t('staffCrowdfunding:giveCard.thanks')}</p>
    </article>
  );
}

/**
 * A fundraising event's "give here" card for its door, print-ready (A6), in the language staff
 * choose: its QR codes are made in the browser when the card opens (the `qrcode` package loads
 * only then). An event without a fundraising goal says to set one first.
 */
export function GiveCardPage() {
  const { t } = useTranslation(['staffCrowdfunding']);
  const consoleLanguage = useLanguage();
  const [language, setLanguage] = useState<Language>(consoleLanguage);
  const selectId = useId();
  const { id = '' } = useParams();
  const load = useCallback(
    () => fetchStaffEvents().then((events) => events.find((event) => event.id === id)),
    [id],
  );
  const { callFailed } = useStaffSession();
  const { remote, refresh } = useRemote(load, callFailed);
  const event = remote.status === 'loaded' ? remote.data : undefined;
  return (
    <PeoplePage
      heading={t('staffCrowdfunding:eventCard.heading')}
      lead={event ? event.title[consoleLanguage] : undefined}
      actions={
        <Link className="staff-people__back" to={staffPath('events', id)}>
          {t('staffCrowdfunding:eventCard.back')}
        </Link>
      }
    >
      {remote.status === 'loading' && <Loading label={t('staffCrowdfunding:common.loading')} />}
      {remote.status === 'failed' && <Failure failure={remote.failure} onRetry={refresh} />}
      {remote.status === 'loaded' && !event && <Failure failure={notFound} />}
      {event && event.fundraisingGoal <= 0 && (
        <p className="staff-people__empty">{t('staffCrowdfunding:eventCard.notFundraising')}</p>
      )}
      {event && event.fundraisingGoal > 0 && (
        <>
          <p className="give-card-controls__lead">{t('staffCrowdfunding:eventCard.lead')}</p>
          <div className="give-card-controls">
            <div className="form-field">
              <label className="form-field__label" htmlFor={selectId}>
                {t('staffCrowdfunding:eventCard.language')}
              </label>
              <select
                id={selectId}
                className="form-field__control"
                value={language}
                onChange={(change) => setLanguage(change.target.value as Language)}
              >
                {languages.map((one) => (
                  <option key={one} value={one}>
                    {t(`staffCrowdfunding:eventCard.languages.${one}`)}
                  </option>
                ))}
              </select>
            </div>
            <button type="button" className="button button--primary" onClick={() => window.print()}>
              {t('staffCrowdfunding:eventCard.print')}
            </button>
          </div>
          <Suspense fallback={<Loading label={t('staffCrowdfunding:eventCard.preparing')} />}>
            <GiveCard event={event} language={language} />
          </Suspense>
        </>
      )}
    </PeoplePage>
  );
}
