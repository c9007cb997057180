import type { Area, BroadcastDetail, BroadcastPreview } from '@gsk/core/api';
import {
  broadcastDraftSchema,
  defaultPurposeOf,
  segmentKinds,
  type BroadcastDraft,
  type SegmentKind,
} from '@gsk/core/broadcasts';
import { parliamentsOf, votingStates } from '@gsk/core/electoral';
import { languages, type Language } from '@gsk/core/i18n/language';
import { consentChannels, consentPurposes } from '@gsk/core/privacy/consent-wording';
import { volunteerSkills } from '@gsk/core/volunteers';
import { getIn } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf, type ApiFailure } from '../../lib/api-client';
import {
  ChoiceGroup,
  FormEnd,
  SchemaForm,
  SelectInput,
  TextArea,
  TextInput,
  fieldId,
  useSchemaForm,
  type FieldContext,
} from '../activity-forms/form-kit';
import { Field } from '../form/field';
import { previewBroadcast, sendBroadcast, type BroadcastMode } from './broadcast-api';
import { broadcastFailureText, changedCount } from './broadcast-failure';
import {
  ConfirmDialog,
  LanguageColumns,
  PreviewView,
  SmsCounter,
  broadcastNamespaces,
  usePlaceText,
} from './broadcast-parts';

/** A choice of a list the composer offers (an event, a campaign): its id and name. */
export interface Choice {
  code: string;
  name: string;
}

/** What the composer's form holds: a draft's shape, every field present. */
interface ComposerValues {
  channel: string;
  purpose: string;
  segment: {
    kind: string;
    state: string;
    parliament: string;
    skill: string;
    eventId: string;
    campaignId: string;
  };
  words: Record<Language, { subject: string; body: string }>;
}

/** What the schema reads: an SMS has no subject; a segment only the fields of its kind. */
const draftOf = (values: ComposerValues): unknown => {
  const { kind, state, parliament, skill, eventId, campaignId } = values.segment;
  const segment =
    kind === 'event'
      ? { kind, eventId }
      : kind === 'campaign'
        ? { kind, campaignId }
        : kind === 'skill'
          ? { kind, state, parliament, skill }
          : { kind, state, parliament };
  const words = Object.fromEntries(
    languages.map((language) => {
      const { subject, body } = values.words[language];
      return [language, values.channel === 'sms' ? { body } : { subject, body }];
    }),
  );
  return { channel: values.channel, purpose: values.purpose, segment, words };
};

const areaKey = ({ state, parliament }: Area) => `${state}#${parliament}`;

interface ComposerProps {
  /** Staff: any segment; a coordinator: an area or a skill within one of `areas`. */
  mode: BroadcastMode;
  /** A coordinator's areas (`GET /api/coordinator`). */
  areas?: readonly Area[];
  /** Staff's events and campaigns to choose from; `undefined` while they load. */
  events?: readonly Choice[];
  campaigns?: readonly Choice[];
  /** The broadcast went: it as the API stored it. */
  onSent: (broadcast: BroadcastDetail) => void;
  /** Hears every failure first (the console asks its session again on a 401). */
  onFailure?: (failure: ApiFailure) => void;
}

/** A previewed draft: what was checked, the answer, and the form's values it answers. */
interface Previewed {
  draft: BroadcastDraft;
  answer: BroadcastPreview;
  values: string;
}

/** The state and seat pickers of staff's segments (the seat optional: the whole state). */
function StatePickers({
  form,
  values,
  setSeat,
}: {
  form: FieldContext;
  values: ComposerValues;
  setSeat: (state: string, parliament: string) => void;
}) {
  const { t } = useTranslation(broadcastNamespaces);
  const states = useMemo(() => votingStates(), []);
  const { state } = values.segment;
  const seats = useMemo(
    () => parliamentsOf(state).map(({ code, name }) => ({ code, name: `${code} ${name}` })),
    [state],
  );
  return (
    <>
      <SelectInput
        form={form}
        name="segment.state"
        label={t('staffBroadcasts:composer.state')}
        required={values.segment.kind === 'area'}
        placeholder={t('staffBroadcasts:composer.chooseState')}
        options={states}
        onChange={(value) => setSeat(value, '')}
      />
      <SelectInput
        form={form}
        name="segment.parliament"
        label={t('staffBroadcasts:composer.parliament')}
        required={false}
        placeholder={
          state
            ? t('staffBroadcasts:composer.wholeState')
            : t('staffBroadcasts:composer.stateFirst')
        }
        options={seats}
      />
    </>
  );
}

/** An event or a campaign of the lists the page loaded ("loading" until they are there). */
function ListChoice({
  form,
  name,
  kind,
  choices,
}: {
  form: FieldContext;
  name: string;
  kind: 'event' | 'campaign';
  choices?: readonly Choice[];
}) {
  const { t } = useTranslation(broadcastNamespaces);
  const choose = kind === 'event' ? 'chooseEvent' : 'chooseCampaign';
  return (
    <SelectInput
      form={form}
      name={name}
      label={t(`staffBroadcasts:composer.${kind}`)}
      placeholder={
        choices
          ? t(`staffBroadcasts:composer.${choose}`)
          : t('staffBroadcasts:composer.choicesLoading')
      }
      options={choices ?? []}
    />
  );
}

/** A coordinator's area: one select of their areas, setting the segment's state and seat. */
function AreaPicker({
  form,
  values,
  areas,
  label,
  setSeat,
}: {
  form: FieldContext;
  values: ComposerValues;
  areas: readonly Area[];
  label: string;
  setSeat: (state: string, parliament: string) => void;
}) {
  const { t } = useTranslation(broadcastNamespaces);
  const place = usePlaceText();
  const id = fieldId(form, 'segment.state');
  const error: unknown = getIn(form.formik.errors, 'segment.state');
  const touched = Boolean(getIn(form.formik.touched, 'segment.state'));
  const current = areas.find(
    (area) => area.state === values.segment.state && area.parliament === values.segment.parliament,
  );
  return (
    <Field
      id={id}
      label={label}
      required
      error={touched && typeof error === 'string' ? error : undefined}
    >
      {(control) => (
        <select
          {...control}
          className="form-field__control"
          value={current ? areaKey(current) : ''}
          onChange={(event) => {
            const chosen = areas.find((area) => areaKey(area) === event.target.value);
            setSeat(chosen?.state ?? '', chosen?.parliament ?? '');
          }}
        >
          <option value="">{t('staffBroadcasts:composer.chooseArea')}</option>
          {areas.map((area) => (
            <option key={areaKey(area)} value={areaKey(area)}>
              {place(area.state, area.parliament)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * The broadcast composer, staff's and a coordinator's (`mode`): channel, purpose (defaulting by
 * the segment's kind until chosen), the segment and its fields, the words in both languages side
 * by side (stacked on a phone) with a live SMS counter under each SMS body, checked by core's
 * `broadcastDraftSchema`. "Preview" asks the API who it reaches and shows both messages as sent;
 * any change afterwards sets the preview aside. "Send to N people" asks for confirmation, then
 * sends with the count the preview showed: a count that moved meanwhile is said, with the new one,
 * and asks for a new preview.
 */
export function BroadcastComposer({
  mode,
  areas = [],
  events,
  campaigns,
  onSent,
  onFailure,
}: ComposerProps) {
  // The privacy schemas' messages load with the composer: the fields' messages are theirs.
  const { t } = useTranslation([...broadcastNamespaces, 'validationPrivacy']);
  const coordinator = mode === 'coordinator';
  const kinds: readonly SegmentKind[] = coordinator ? ['area', 'skill'] : segmentKinds;
  const purposeChosen = useRef(false);
  const [previewed, setPreviewed] = useState<Previewed>();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [sendAlert, setSendAlert] = useState<string>();
  const first = areas[0];
  const failureText = (error: unknown) => {
    const failure = failureOf(error);
    onFailure?.(failure);
    return broadcastFailureText(failure, t);
  };
  const form = useSchemaForm<ComposerValues, BroadcastDraft>({
    initialValues: {
      channel: 'email',
      purpose: defaultPurposeOf('area'),
      segment: {
        kind: 'area',
        state: coordinator ? (first?.state ?? '') : '',
        parliament: coordinator ? (first?.parliament ?? '') : '',
        skill: '',
        eventId: '',
        campaignId: '',
      },
      words: { bm: { subject: '', body: '' }, eng: { subject: '', body: '' } },
    },
    schema: broadcastDraftSchema,
    inputOf: draftOf,
    send: async (draft, values) => {
      setSendAlert(undefined);
      const answer = await previewBroadcast(mode, draft);
      setPreviewed({ draft, answer, values: JSON.stringify(values) });
    },
    failureText,
  });
  const { formik } = form;
  const { values } = formik;
  const field = { formik, prefix: form.prefix };
  const current = previewed && previewed.values === JSON.stringify(values) ? previewed : undefined;
  const stale = previewed !== undefined && current === undefined;

  const setSeat = (state: string, parliament: string) => {
    void formik.setFieldValue('segment.state', state);
    void formik.setFieldValue('segment.parliament', parliament);
  };
  const option = (code: string, key: string) => ({
    code,
    name: t(key as 'staffBroadcasts:heading'),
  });

  const send = async () => {
    if (!current) return;
    setSending(true);
    setSendAlert(undefined);
    try {
      const broadcast = await sendBroadcast(mode, {
        ...current.draft,
        expectedRecipients: String(current.answer.recipients),
      });
      setConfirming(false);
      onSent(broadcast);
    } catch (error) {
      const failure = failureOf(error);
      setConfirming(false);
      // A count that moved (or a segment now empty) sets the preview aside: it no longer says
      // who receives it.
      if (changedCount(failure) !== undefined || failure.kind === 'status') setPreviewed(undefined);
      setSendAlert(failureText(error));
    } finally {
      setSending(false);
    }
  };

  const sms = values.channel === 'sms';
  const { kind } = values.segment;
  return (
    <div className="broadcasts__composer">
      <SchemaForm form={form} label={t('staffBroadcasts:composer.formLabel')}>
        <ChoiceGroup
          form={field}
          name="channel"
          type="radio"
          legend={t('staffBroadcasts:composer.channel')}
          options={consentChannels.map((code) => option(code, `staffBroadcasts:channels.${code}`))}
        />
        <div
          onChange={(event) => {
            if ((event.target as HTMLInputElement).name === 'purpose') purposeChosen.current = true;
          }}
        >
          <ChoiceGroup
            form={field}
            name="purpose"
            type="radio"
            legend={t('staffBroadcasts:composer.purpose')}
            hint={t('staffBroadcasts:composer.purposeHint')}
            options={consentPurposes.map((code) =>
              option(code, `staffBroadcasts:purposes.${code}`),
            )}
          />
        </div>
        <SelectInput
          form={field}
          name="segment.kind"
          label={t('staffBroadcasts:composer.kind')}
          options={kinds.map((code) => option(code, `staffBroadcasts:segments.kinds.${code}`))}
          onChange={(value) => {
            void formik.setFieldValue('segment.kind', value);
            if (!purposeChosen.current && (segmentKinds as readonly string[]).includes(value))
              void formik.setFieldValue('purpose', defaultPurposeOf(value as SegmentKind));
          }}
        />
        {(kind === 'area' || kind === 'skill') &&
          (coordinator ? (
            <AreaPicker
              form={field}
              values={values}
              areas={areas}
              label={t(
                kind === 'skill'
                  ? 'staffBroadcasts:composer.skillArea'
                  : 'staffBroadcasts:composer.area',
              )}
              setSeat={setSeat}
            />
          ) : (
            <StatePickers form={field} values={values} setSeat={setSeat} />
          ))}
        {kind === 'skill' && (
          <SelectInput
            form={field}
            name="segment.skill"
            label={t('staffBroadcasts:composer.skill')}
            placeholder={t('staffBroadcasts:composer.chooseSkill')}
            options={volunteerSkills.map((code) => option(code, `volunteerLabels:skills.${code}`))}
          />
        )}
        {kind === 'event' && (
          <ListChoice form={field} name="segment.eventId" kind="event" choices={events} />
        )}
        {kind === 'campaign' && (
          <ListChoice form={field} name="segment.campaignId" kind="campaign" choices={campaigns} />
        )}
        <fieldset className="broadcasts__words">
          <legend>{t('staffBroadcasts:composer.words')}</legend>
          <p className="form-field__hint">{t('staffBroadcasts:composer.wordsHint')}</p>
          <LanguageColumns level={2}>
            {(language, languageName) => (
              <>
                {!sms && (
                  <TextInput
                    form={field}
                    name={`words.${language}.subject`}
                    label={`${t('staffBroadcasts:composer.subject')} (${languageName})`}
                  />
                )}
                <TextArea
                  form={field}
                  name={`words.${language}.body`}
                  label={`${t('staffBroadcasts:composer.body')} (${languageName})`}
                  hint={
                    sms
                      ? t('staffBroadcasts:composer.smsBodyHint')
                      : t('staffBroadcasts:composer.emailBodyHint')
                  }
                  rows={sms ? 4 : 10}
                />
                {sms && (
                  <SmsCounter
                    id={`${form.prefix}-counter-${language}`}
                    body={values.words[language].body}
                    language={language}
                  />
                )}
              </>
            )}
          </LanguageColumns>
        </fieldset>
        <FormEnd
          alert={form.alert}
          submitting={formik.isSubmitting}
          submit={
            formik.isSubmitting
              ? t('staffBroadcasts:composer.previewing')
              : t('staffBroadcasts:composer.preview')
          }
        />
      </SchemaForm>
      <p role="alert" className={sendAlert ? 'activity-forms__alert' : 'activity-forms__empty'}>
        {sendAlert}
      </p>
      <p role="status" className="broadcasts__muted">
        {stale ? t('staffBroadcasts:composer.previewStale') : ''}
      </p>
      {current ? (
        <>
          <PreviewView preview={current.answer} channel={sms ? 'sms' : 'email'} />
          <button
            type="button"
            className="button button--primary"
            disabled={current.answer.recipients === 0}
            onClick={() => setConfirming(true)}
          >
            {t('staffBroadcasts:composer.send', { count: current.answer.recipients })}
          </button>
          <ConfirmDialog
            open={confirming}
            onClose={() => setConfirming(false)}
            title={t('staffBroadcasts:confirm.title')}
            confirm={t('staffBroadcasts:confirm.send')}
            keep={t('staffBroadcasts:confirm.keep')}
            busy={sending}
            onConfirm={() => void send()}
          >
            <p>
              {t('staffBroadcasts:confirm.body', {
                channel: t(`staffBroadcasts:channels.${sms ? 'sms' : 'email'}`),
                count: current.answer.recipients,
              })}
            </p>
            {sms && current.answer.smsSegments !== undefined && (
              <p>{t('staffBroadcasts:confirm.sms', { count: current.answer.smsSegments })}</p>
            )}
          </ConfirmDialog>
        </>
      ) : (
        !stale && <p className="broadcasts__muted">{t('staffBroadcasts:composer.needPreview')}</p>
      )}
    </div>
  );
}
