import type { StaffCampaign } from '@gsk/core/api';
import { enterpriseOptions } from '@gsk/core/application';
import { campaignSchema, campaignStatuses, type CampaignValues } from '@gsk/core/crowdfunding';
import { sitePaths } from '@gsk/core/paths';
import { useTranslation } from 'react-i18next';
import {
  FormEnd,
  SchemaForm,
  SelectInput,
  TextArea,
  TextInput,
  useSchemaForm,
} from '../../../../components/activity-forms/form-kit';
import { useLanguage } from '../../../../hooks/use-language';
import { useFailureText } from './parts';

/** The form's values: the schema's, the goal as the number field holds it ('' when empty). */
interface CampaignFormValues {
  id: string;
  enterprise: string;
  title: { bm: string; eng: string };
  story: { bm: string; eng: string };
  goal: number | '';
  startsOn: string;
  endsOn: string;
  status: string;
}

const blank: CampaignFormValues = {
  id: '',
  enterprise: '',
  title: { bm: '', eng: '' },
  story: { bm: '', eng: '' },
  goal: '',
  startsOn: '',
  endsOn: '',
  status: 'draft',
};

const valuesOf = (campaign: StaffCampaign): CampaignFormValues => ({
  id: campaign.id,
  enterprise: campaign.enterprise ?? '',
  title: campaign.title,
  story: campaign.story,
  goal: campaign.goal,
  startsOn: campaign.startsOn,
  endsOn: campaign.endsOn,
  status: campaign.status,
});

const inputOf = (values: CampaignFormValues) => ({
  ...values,
  goal: values.goal === '' ? undefined : values.goal,
});

interface CampaignFormProps {
  /** The campaign to change (its id stays); none to create one. */
  campaign?: StaffCampaign;
  send: (values: CampaignValues) => Promise<void>;
  submitLabel: string;
  /** What the page says after a save. */
  done?: string;
}

/**
 * A campaign's fields, checked by core's campaignSchema as the API checks them: its id (its web
 * address, only when creating), the enterprise it raises for or the movement as a whole, title and
 * story in both languages, a goal in whole ringgit, its first and last day (Malaysian dates) and
 * its status. The API's field messages show under their fields, its failure as the form's alert.
 */
export function CampaignForm({ campaign, send, submitLabel, done }: CampaignFormProps) {
  const { t } = useTranslation(['staffCrowdfunding']);
  const language = useLanguage();
  const failureText = useFailureText();
  const form = useSchemaForm({
    initialValues: campaign ? valuesOf(campaign) : blank,
    schema: campaignSchema,
    inputOf,
    send: (values) => send(values),
    failureText,
  });
  const field = { formik: form.formik, prefix: form.prefix };
  const enterprises = [
    { code: '', name: t('staffCrowdfunding:common.movement') },
    ...enterpriseOptions(language).map((option) => ({ code: option.value, name: option.label })),
  ];
  return (
    <SchemaForm form={form} label={t('staffCrowdfunding:campaignForm.formLabel')}>
      {!campaign && (
        <TextInput
          form={field}
          name="id"
          label={t('staffCrowdfunding:campaignForm.id')}
          hint={t('staffCrowdfunding:campaignForm.idHint', {
            example: sitePaths.campaign('bantu-kesum-2027'),
          })}
          maxLength={40}
        />
      )}
      <SelectInput
        form={field}
        name="enterprise"
        label={t('staffCrowdfunding:campaignForm.enterprise')}
        options={enterprises}
      />
      <div className="staff-event-form__pair">
        <TextInput
          form={field}
          name="title.bm"
          label={t('staffCrowdfunding:campaignForm.titleBm')}
        />
        <TextInput
          form={field}
          name="title.eng"
          label={t('staffCrowdfunding:campaignForm.titleEng')}
        />
      </div>
      <div className="staff-event-form__pair">
        <TextArea
          form={field}
          name="story.bm"
          rows={6}
          label={t('staffCrowdfunding:campaignForm.storyBm')}
        />
        <TextArea
          form={field}
          name="story.eng"
          rows={6}
          label={t('staffCrowdfunding:campaignForm.storyEng')}
        />
      </div>
      <TextInput
        form={field}
        type="number"
        name="goal"
        label={t('staffCrowdfunding:campaignForm.goal')}
        hint={t('staffCrowdfunding:campaignForm.goalHint')}
      />
      <div className="staff-event-form__pair">
        <TextInput
          form={field}
          type="date"
          name="startsOn"
          label={t('staffCrowdfunding:campaignForm.startsOn')}
          hint={t('staffCrowdfunding:campaignForm.datesHint')}
        />
        <TextInput
          form={field}
          type="date"
          name="endsOn"
          label={t('staffCrowdfunding:campaignForm.endsOn')}
          hint={t('staffCrowdfunding:campaignForm.datesHint')}
        />
      </div>
      <SelectInput
        form={field}
        name="status"
        label={t('staffCrowdfunding:campaignForm.status')}
        options={campaignStatuses.map((status) => ({
          code: status,
          name: t(`staffCrowdfunding:statuses.${status}`),
        }))}
      />
      <FormEnd
        alert={form.alert}
        done={done}
        submitting={form.formik.isSubmitting}
        submit={submitLabel}
      />
    </SchemaForm>
  );
}
