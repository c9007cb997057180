import type { CampaignSummary } from '@gsk/core/api';
import { fundraiserSchema } from '@gsk/core/crowdfunding';
import { FUNDRAISER_GOAL_MIN } from '@gsk/core/crowdfunding/limits';
import { formatRinggit } from '@gsk/core/i18n/money';
import { useFormik } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Field } from '../../../components/form/field';
import { Link } from '../../../components/ui/localized-link';
import { localizePath, paths } from '../../../config/paths';
import { useFocusFirstError } from '../../../hooks/use-focus-first-error';
import { useLanguage } from '../../../hooks/use-language';
import { failureOf } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { signedOutNow } from '../../../lib/session';
import { startFundraiser } from '../api/crowdfunding-api';
import {
  forgetFundraiserDraft,
  keepFundraiserDraft,
  readFundraiserDraft,
  type FundraiserDraft,
} from '../lib/fundraiser-draft';

type Failure =
  | 'validation'
  | 'campaign_not_running'
  | 'campaign_not_found'
  | 'fundraiser_exists'
  | 'fundraiser_goal_too_high'
  | 'sessionEnded'
  | 'tooMany'
  | 'failed';

const coded = [
  'validation',
  'campaign_not_running',
  'campaign_not_found',
  'fundraiser_exists',
  'fundraiser_goal_too_high',
] as const;

const failureKind = (error: unknown): Failure => {
  const failure = failureOf(error);
  if (failure.kind !== 'status') return 'failed';
  const code = coded.find((known) => known === failure.code);
  if (code) return code;
  if (failure.status === 401) return 'sessionEnded';
  if (failure.status === 429) return 'tooMany';
  return 'failed';
};

const blank: FundraiserDraft = { title: '', story: '', goal: '' };

/** The sent page's outcome, announced and focused as it arrives. */
function Sent() {
  const { t } = useTranslation(['crowdfunding']);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="fundraiser-sent">
      <h2>{t('crowdfunding:start.sent')}</h2>
      <p>{t('crowdfunding:start.sentDetail')}</p>
      <Link to={paths.profile} className="button button--primary">
        {t('crowdfunding:start.profile')}
      </Link>
    </div>
  );
}

/**
 * The start-a-page form (core's `fundraiserSchema`): a title, a short story and the supporter's
 * own goal. A signed-out visitor's press checks the form, keeps it for this tab and takes them
 * through sign-up (or sign-in) back here with what they typed; a member's press sends it, and the
 * page says it waits for staff's approval. The server's refusals are said in words.
 */
export function FundraiserForm({
  campaign,
  signedIn,
}: {
  campaign: CampaignSummary;
  signedIn: boolean;
}) {
  const { t } = useTranslation(['crowdfunding']);
  const language = useLanguage();
  const navigate = useNavigate();
  const prefix = `fundraiser${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<Failure>();
  const [sent, setSent] = useState(false);
  const [kept] = useState(() => readFundraiserDraft(campaign.id));
  const goal = formatRinggit(campaign.goal, language);

  const formik = useFormik<FundraiserDraft>({
    initialValues: kept ?? blank,
    validationSchema: fundraiserSchema,
    onSubmit: async (values, helpers) => {
      setFailure(undefined);
      if (!signedIn) {
        keepFundraiserDraft(campaign.id, values);
        const back = localizePath(paths.startFundraiser(campaign.id), language);
        void navigate(
          localizePath(
            `${paths.signUp}?${new URLSearchParams({ next: back }).toString()}`,
            language,
          ),
        );
        return;
      }
      try {
        await startFundraiser(campaign.id, fundraiserSchema.cast(values));
        forgetFundraiserDraft(campaign.id);
        setSent(true);
      } catch (error) {
        const failed = failureOf(error);
        showServerFieldErrors(failed, blank, helpers);
        if (failed.kind === 'status' && failed.status === 401) signedOutNow();
        setFailure(failureKind(error));
      }
    },
  });
  useFocusFirstError(formRef, formik.submitCount, formik.isSubmitting, formik.isValid);

  if (sent) return <Sent />;

  const errorOf = (field: keyof FundraiserDraft): string | undefined => {
    const error: unknown = formik.errors[field];
    return formik.touched[field] && typeof error === 'string' ? error : undefined;
  };
  const id = (field: string) => `${prefix}-${field}`;
  return (
    <form
      ref={formRef}
      className="fundraiser-form"
      aria-label={t('crowdfunding:start.heading')}
      noValidate
      onSubmit={formik.handleSubmit}
    >
      <Field
        id={id('title')}
        label={t('crowdfunding:start.title')}
        hint={t('crowdfunding:start.titleHint')}
        error={errorOf('title')}
      >
        {(control) => (
          <input
            {...control}
            {...formik.getFieldProps('title')}
            type="text"
            className="form-field__control"
          />
        )}
      </Field>
      <Field
        id={id('story')}
        label={t('crowdfunding:start.story')}
        hint={t('crowdfunding:start.storyHint')}
        error={errorOf('story')}
      >
        {(control) => (
          <textarea
            {...control}
            {...formik.getFieldProps('story')}
            rows={6}
            className="form-field__control"
          />
        )}
      </Field>
      <Field
        id={id('goal')}
        label={t('crowdfunding:start.goal')}
        hint={t('crowdfunding:start.goalHint', { goal })}
        error={errorOf('goal')}
        prefix={t('crowdfunding:start.currency')}
      >
        {(control) => (
          <input
            {...control}
            name="goal"
            className="form-field__control"
            type="number"
            inputMode="numeric"
            min={FUNDRAISER_GOAL_MIN}
            max={campaign.goal}
            step={1}
            value={formik.values.goal}
            onBlur={formik.handleBlur}
            onChange={(event) =>
              void formik.setFieldValue(
                'goal',
                event.target.value === '' ? '' : Number(event.target.value),
              )
            }
          />
        )}
      </Field>
      {signedIn ? null : (
        <p className="fundraiser-form__note">{t('crowdfunding:start.signedOutNote')}</p>
      )}
      {failure ? (
        <p role="alert" className="fundraiser-form__alert">
          {t(`crowdfunding:start.errors.${failure}`, { goal })}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" aria-disabled={formik.isSubmitting}>
        {formik.isSubmitting
          ? t('crowdfunding:start.sending')
          : signedIn
            ? t('crowdfunding:start.submit')
            : t('crowdfunding:start.signInToSubmit')}
      </button>
    </form>
  );
}
