import type { ChannelConsent, MemberProfile, OwnConsents, UnrecordedConsent } from '@gsk/core/api';
import { htmlLang } from '@gsk/core/i18n/language';
import {
  consentChannels,
  consentPurposes,
  consentWordingOf,
  type ConsentChannel,
  type ConsentPurpose,
} from '@gsk/core/privacy/consent-wording';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { ApiError } from '../../../lib/api-client';
import { changeConsent, fetchConsents } from '../api/consents-api';
import './privacy.css';

type Shown = ChannelConsent | UnrecordedConsent;

/** What the section shows: its choices as loaded, or that they are loading or failed to. */
type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; consents: Shown[] };

/** The last save's outcome, read out once (a status for a save, an alert for a failure). */
type Outcome = { kind: 'saved'; text: string } | { kind: 'failed'; text: string };

const isRecorded = (consent: Shown): consent is ChannelConsent => 'at' in consent;

/**
 * "Messages you receive" (issue 32): the member's four consents (SMS and email, about their
 * activities and news and appeals), each a checkbox labelled with the very words recorded when
 * it changes, with when and where it was given or withdrawn. A change is saved at once and
 * confirmed; codes, receipts and confirmations of what the member did always come, and the
 * section says so.
 */
export function ConsentSection({ member }: { member: Pick<MemberProfile, 'email'> }) {
  const { t } = useTranslation(['memberPrivacy']);
  const language = useLanguage();
  const id = useId();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [saving, setSaving] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const date = new Intl.DateTimeFormat(`${htmlLang(language)}-MY`, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Kuala_Lumpur',
  });

  const load = useCallback(() => {
    setLoaded({ status: 'loading' });
    fetchConsents().then(
      (answer) => setLoaded({ status: 'ready', consents: answer.consents }),
      () => setLoaded({ status: 'failed' }),
    );
  }, []);
  useEffect(load, [load]);

  const failureText = (error: unknown) =>
    error instanceof ApiError && error.status === 401
      ? t('memberPrivacy:consents.unauthenticated')
      : error instanceof ApiError && error.status === 429
        ? t('memberPrivacy:consents.tooMany')
        : t('memberPrivacy:consents.failed');

  const decide = async (channel: ConsentChannel, purpose: ConsentPurpose, given: boolean) => {
    const key = `${channel}.${purpose}`;
    setSaving(key);
    setOutcome(undefined);
    try {
      const answer: OwnConsents = await changeConsent({ channel, purpose, given, language });
      setLoaded({ status: 'ready', consents: answer.consents });
      setOutcome({
        kind: 'saved',
        text: given
          ? t('memberPrivacy:consents.savedGiven', {
              choice: consentWordingOf(channel, purpose, language),
            })
          : t('memberPrivacy:consents.savedWithdrawn', {
              channel: t(`memberPrivacy:consents.channels.${channel}`),
              purpose: t(`memberPrivacy:consents.${purpose}`),
            }),
      });
    } catch (error) {
      setOutcome({ kind: 'failed', text: failureText(error) });
    } finally {
      setSaving(undefined);
    }
  };

  const describe = (consent: Shown) =>
    !isRecorded(consent)
      ? t('memberPrivacy:consents.never')
      : t(consent.given ? 'memberPrivacy:consents.given' : 'memberPrivacy:consents.withdrawn', {
          date: date.format(new Date(consent.at)),
          source: t(`memberPrivacy:consents.sources.${consent.source}`),
        });

  return (
    <section aria-labelledby={`${id}-heading`} className="privacy-section privacy-consents">
      <h2 id={`${id}-heading`}>{t('memberPrivacy:consents.heading')}</h2>
      <p>{t('memberPrivacy:consents.lead')}</p>
      <p className="privacy-consents__always">{t('memberPrivacy:consents.always')}</p>
      {loaded.status === 'loading' && <p role="status">{t('memberPrivacy:consents.loading')}</p>}
      {loaded.status === 'failed' && (
        <div role="alert">
          <p>{t('memberPrivacy:consents.loadFailed')}</p>
          <button type="button" className="button button--ghost" onClick={load}>
            {t('memberPrivacy:consents.retry')}
          </button>
        </div>
      )}
      {loaded.status === 'ready' &&
        consentPurposes.map((purpose) => (
          <fieldset key={purpose} className="privacy-consents__group">
            <legend className="privacy-consents__legend">
              {t(`memberPrivacy:consents.${purpose}`)}
            </legend>
            {consentChannels.map((channel) => {
              const key = `${channel}.${purpose}`;
              const consent = loaded.consents.find(
                (shown) => shown.channel === channel && shown.purpose === purpose,
              ) ?? { channel, purpose, given: false };
              const field = `${id}-${channel}-${purpose}`;
              return (
                <div key={key} className="privacy-consents__choice">
                  <label className="privacy-consents__label" htmlFor={field}>
                    <input
                      id={field}
                      type="checkbox"
                      checked={consent.given}
                      disabled={saving !== undefined}
                      aria-describedby={`${field}-state`}
                      onChange={(change) =>
                        void decide(channel, purpose, change.currentTarget.checked)
                      }
                    />
                    <span>{consentWordingOf(channel, purpose, language)}</span>
                  </label>
                  <p id={`${field}-state`} className="privacy-consents__state">
                    {saving === key ? t('memberPrivacy:consents.saving') : describe(consent)}
                    {channel === 'email' && consent.given && !member.email
                      ? ` ${t('memberPrivacy:consents.noEmail')}`
                      : ''}
                  </p>
                </div>
              );
            })}
          </fieldset>
        ))}
      {/* Always in the page, so a screen reader announces what each save did. */}
      <p role="status" className="privacy-consents__saved">
        {outcome?.kind === 'saved' ? outcome.text : ''}
      </p>
      {outcome?.kind === 'failed' && (
        <p role="alert" className="privacy-consents__failed">
          {outcome.text}
        </p>
      )}
    </section>
  );
}
