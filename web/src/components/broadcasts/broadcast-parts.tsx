import type { BroadcastPreview, BroadcastProgress } from '@gsk/core/api';
import {
  BROADCAST_SMS_MAX_SEGMENTS,
  broadcastSmsSegments,
  broadcastSmsText,
  type BroadcastSegment,
} from '@gsk/core/broadcasts/terms';
import { seatNames } from '@gsk/core/electoral';
import { htmlLang, languages, type Language } from '@gsk/core/i18n/language';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressMeter } from '../progress/progress-meter';
import { Dialog } from '../ui/dialog';

/** The namespaces every part of the broadcasts shows. */
export const broadcastNamespaces = ['staffBroadcasts', 'volunteerLabels'] as const;

/**
 * Both languages' columns, side by side on a desktop and stacked on a phone, each headed by its
 * language's name (at `level`) and marked with its language for assistive technology.
 */
export function LanguageColumns({
  level,
  children,
}: {
  level: 2 | 3;
  children: (language: Language, languageName: string) => ReactNode;
}) {
  const { t } = useTranslation(broadcastNamespaces);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="broadcasts__languages">
      {languages.map((language) => {
        const languageName = t(`staffBroadcasts:composer.languages.${language}`);
        return (
          <div key={language} className="broadcasts__language" lang={htmlLang(language)}>
            <Heading className="broadcasts__language-name">{languageName}</Heading>
            {children(language, languageName)}
          </div>
        );
      })}
    </div>
  );
}

/** Names of the events and campaigns a segment may name (by id), when the page has them. */
export interface SegmentNames {
  events?: ReadonlyMap<string, string>;
  campaigns?: ReadonlyMap<string, string>;
}

/** A place of a segment in words: the state, or the seat and its state. */
export function usePlaceText() {
  const { t } = useTranslation(broadcastNamespaces);
  return useCallback(
    (state: string, parliament = '') => {
      const names = seatNames(state, parliament, '');
      return parliament
        ? t('staffBroadcasts:segments.seat', { seat: names.parliament, state: names.state })
        : names.state;
    },
    [t],
  );
}

/** A segment in words ("Volunteers for Driving in Selangor", "Donors to “Banjir 2026”"). */
export function useSegmentText(names: SegmentNames = {}) {
  const { t } = useTranslation(broadcastNamespaces);
  const place = usePlaceText();
  const { events, campaigns } = names;
  return useCallback(
    (segment: BroadcastSegment) => {
      switch (segment.kind) {
        case 'area':
          return t('staffBroadcasts:segments.area', {
            place: place(segment.state ?? '', segment.parliament),
          });
        case 'skill': {
          const skill = t(
            `volunteerLabels:skills.${segment.skill ?? ''}` as 'volunteerLabels:skills.driving',
            {
              defaultValue: segment.skill ?? '',
            },
          );
          return segment.state
            ? t('staffBroadcasts:segments.skillIn', {
                skill,
                place: place(segment.state, segment.parliament),
              })
            : t('staffBroadcasts:segments.skill', { skill });
        }
        case 'event': {
          const title = events?.get(segment.eventId ?? '');
          return title
            ? t('staffBroadcasts:segments.eventNamed', { title })
            : t('staffBroadcasts:segments.event', { id: segment.eventId ?? '' });
        }
        case 'campaign': {
          const title = campaigns?.get(segment.campaignId ?? '');
          return title
            ? t('staffBroadcasts:segments.campaignNamed', { title })
            : t('staffBroadcasts:segments.campaign', { id: segment.campaignId ?? '' });
        }
      }
    },
    [t, place, events, campaigns],
  );
}

/**
 * How far a broadcast has gone: "finding recipients…" until every recipient is found, then a bar
 * of those done (sent, skipped or failed) of all, with each figure in words.
 */
export function BroadcastProgressView({ progress }: { progress: BroadcastProgress }) {
  const { t } = useTranslation(broadcastNamespaces);
  const { recipients, planned, sent, skipped, failed } = progress;
  if (!planned)
    return (
      <p className="broadcasts__finding">
        {t('staffBroadcasts:progress.finding')}{' '}
        {recipients > 0 && (
          <span className="broadcasts__muted">
            {t('staffBroadcasts:progress.foundSoFar', { recipients })}
          </span>
        )}
      </p>
    );
  const done = sent + skipped + failed;
  return (
    <ProgressMeter
      raised={done}
      goal={recipients}
      label={t('staffBroadcasts:progress.label')}
      summary={t('staffBroadcasts:progress.figures', { done, recipients, sent, skipped, failed })}
    />
  );
}

/**
 * Under an SMS body: the whole text as the recipient receives it ("RM0 Gerakan Sektor Ketiga: …
 * Balas STOP untuk berhenti."), its characters and segments, and its encoding explained (one
 * accented or non-Latin character makes it all Unicode). Announced politely as it changes.
 */
export function SmsCounter({
  body,
  language,
  id,
}: {
  body: string;
  language: Language;
  id: string;
}) {
  const { t } = useTranslation(broadcastNamespaces);
  const count = broadcastSmsSegments(body, language);
  const tooLong = count.segments > BROADCAST_SMS_MAX_SEGMENTS;
  return (
    <div className="broadcasts__counter" id={id}>
      <p aria-live="polite" className={tooLong ? 'broadcasts__over' : undefined}>
        <strong>
          {t('staffBroadcasts:counter.used', { units: count.units, segments: count.segments })}
        </strong>{' '}
        {tooLong
          ? t('staffBroadcasts:counter.tooLong', { max: BROADCAST_SMS_MAX_SEGMENTS })
          : t('staffBroadcasts:counter.left', { left: count.left })}
      </p>
      <p className="broadcasts__muted">
        {t(
          count.encoding === 'gsm7'
            ? 'staffBroadcasts:counter.gsm7'
            : 'staffBroadcasts:counter.ucs2',
        )}
      </p>
      <p className="broadcasts__muted">{t('staffBroadcasts:counter.asSent')}</p>
      <p className="broadcasts__as-sent">{broadcastSmsText(body, language)}</p>
    </div>
  );
}

/**
 * The preview's answer: who it reaches (by language, and those of the segment left out for want of
 * consent), both languages' messages exactly as sent (an email's subject and text part, its
 * unsubscribe link included; an SMS in a phone-like bubble) and an SMS's segments in all.
 */
export function PreviewView({
  preview,
  channel,
}: {
  preview: BroadcastPreview;
  channel: 'email' | 'sms';
}) {
  const { t } = useTranslation(broadcastNamespaces);
  return (
    <section className="broadcasts__preview" aria-labelledby="broadcasts-preview">
      <h2 id="broadcasts-preview">{t('staffBroadcasts:preview.heading')}</h2>
      <p className="broadcasts__reach">
        <strong>{t('staffBroadcasts:preview.recipients', { count: preview.recipients })}</strong>
      </p>
      <p>
        {t('staffBroadcasts:preview.byLanguage', {
          bm: preview.byLanguage.bm,
          eng: preview.byLanguage.eng,
        })}
      </p>
      <p>
        {preview.leftOut > 0
          ? t('staffBroadcasts:preview.leftOut', { count: preview.leftOut })
          : t('staffBroadcasts:preview.noneLeftOut')}
      </p>
      {channel === 'sms' && preview.smsSegments !== undefined && (
        <p>
          <strong>{t('staffBroadcasts:preview.smsTotal', { count: preview.smsSegments })}</strong>
        </p>
      )}
      <LanguageColumns level={3}>
        {(language, languageName) => {
          const message = preview.messages[language];
          return channel === 'email' ? (
            <>
              <p>
                <span className="broadcasts__muted">{t('staffBroadcasts:preview.subject')}: </span>
                <strong>{message.subject}</strong>
              </p>
              {/*
               * The text part exactly as sent. Not the HTML part in a frame: a frame of the page's
               * own content takes the site's Content Security Policy, which refuses the email's
               * inline styles, so it would show the email as no recipient sees it.
               */}
              <figure
                className="broadcasts__email"
                aria-label={t('staffBroadcasts:preview.emailAsSent', { language: languageName })}
              >
                <pre className="broadcasts__text">{message.text}</pre>
              </figure>
            </>
          ) : (
            <figure
              className="broadcasts__phone"
              aria-label={t('staffBroadcasts:preview.smsBubble', { language: languageName })}
            >
              <p className="broadcasts__bubble">{message.text}</p>
              {message.sms && (
                <figcaption className="broadcasts__muted">
                  {t('staffBroadcasts:preview.segments', {
                    segments: message.sms.segments,
                    encoding: t(`staffBroadcasts:preview.encodings.${message.sms.encoding}`),
                  })}
                </figcaption>
              )}
            </figure>
          );
        }}
      </LanguageColumns>
      {channel === 'email' && (
        <p className="broadcasts__muted">{t('staffBroadcasts:preview.sample')}</p>
      )}
    </section>
  );
}

/**
 * A confirmation before what cannot be undone (sending, stopping): what happens, the button that
 * does it (disabled while it runs) and the one that keeps things as they are.
 */
export function ConfirmDialog({
  open,
  title,
  confirm,
  keep,
  busy,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  confirm: string;
  keep: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(broadcastNamespaces);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      closeLabel={t('staffBroadcasts:confirm.close')}
      title={title}
    >
      {children}
      <div className="broadcasts__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={onConfirm}
        >
          {confirm}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {keep}
        </button>
      </div>
    </Dialog>
  );
}
