import type { ManagedActivity } from '@gsk/core/api';
import { enterpriseOptions } from '@gsk/core/application';
import { ACTIVITY_TITLE_MAX_LENGTH, ACTIVITY_VENUE_MAX_LENGTH } from '@gsk/core/constants';
import { activitySchema, volunteerSkills, type ActivityValues } from '@gsk/core/volunteers';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { proposeActivity } from '../api/coordinator-api';
import { useCoordinator } from './coordinator-access';
import {
  Checkbox,
  CheckboxGroup,
  SelectInput,
  TextArea,
  TextInput,
  useCoordinatorForm,
  type FieldContext,
} from './form-parts';

/** The form's values: the schema's, and which of the coordinator's areas is chosen. */
interface ActivityFormValues {
  title: { bm: string; eng: string };
  description: { bm: string; eng: string };
  /** `{state}#{parliament}` of one of the coordinator's areas. */
  areaKey: string;
  /** A seat inside a whole-state area, or '' for the whole state. */
  seat: string;
  online: boolean;
  venue: { bm: string; eng: string };
  enterpriseId: string;
  skills: string[];
}

const blank: ActivityFormValues = {
  title: { bm: '', eng: '' },
  description: { bm: '', eng: '' },
  areaKey: '',
  seat: '',
  online: false,
  venue: { bm: '', eng: '' },
  enterpriseId: '',
  skills: [],
};

const areaKeyOf = ({ state, parliament }: { state: string; parliament: string }) =>
  `${state}#${parliament}`;

/** What the schema reads: the chosen area (a seat inside a whole state when one is picked). */
const inputOf = ({ areaKey, seat, ...values }: ActivityFormValues) => {
  const [state = '', parliament = ''] = areaKey.split('#');
  return { ...values, area: { state, parliament: parliament || seat } };
};

/** A text of the activity in both languages, one under the other on a phone. */
function Bilingual({
  form,
  name,
  multiline = false,
}: {
  form: FieldContext;
  name: 'title' | 'description' | 'venue';
  multiline?: boolean;
}) {
  const { t } = useTranslation(['coordinator']);
  const Input = multiline ? TextArea : TextInput;
  const maxLength = name === 'title' ? ACTIVITY_TITLE_MAX_LENGTH : ACTIVITY_VENUE_MAX_LENGTH;
  return (
    <div className="coordinator__pair">
      {(['bm', 'eng'] as const).map((language) => (
        <Input
          key={language}
          form={form}
          name={`${name}.${language}`}
          label={t(`coordinator:propose.${name}${language === 'bm' ? 'Bm' : 'Eng'}`)}
          {...(multiline ? {} : { maxLength })}
        />
      ))}
    </div>
  );
}

/**
 * Proposing an activity, checked by core's activitySchema as the API checks it: both languages'
 * title and description, one of the coordinator's areas (or a seat inside a whole state they
 * coordinate), online or a venue, an optional enterprise and the skills wanted. A trusted
 * coordinator's goes public at once; anyone else's waits for staff's approval.
 */
export function ActivityForm({ onProposed }: { onProposed: (activity: ManagedActivity) => void }) {
  const { t } = useTranslation(['coordinator', 'volunteerLabels']);
  const { self, areaName, seatsOf } = useCoordinator();
  const language = useLanguage();
  const onlyArea = self.areas.length === 1 ? self.areas[0] : undefined;
  const form = useCoordinatorForm<ActivityFormValues, ActivityValues>({
    initialValues: { ...blank, areaKey: onlyArea ? areaKeyOf(onlyArea) : '' },
    schema: activitySchema,
    inputOf,
    send: async (values) => onProposed(await proposeActivity(values)),
  });
  const { formik, formRef, alert } = form;
  const [state = '', parliament = ''] = formik.values.areaKey.split('#');
  const wholeState = Boolean(state) && !parliament;
  return (
    <form
      ref={formRef}
      className="coordinator__form"
      aria-label={t('coordinator:propose.formLabel')}
      noValidate
      onSubmit={formik.handleSubmit}
    >
      <Bilingual form={form} name="title" />
      <Bilingual form={form} name="description" multiline />
      <SelectInput
        form={form}
        name="areaKey"
        errorName="area.state"
        label={t('coordinator:propose.area')}
        placeholder={t('coordinator:propose.chooseArea')}
        options={self.areas.map((area) => ({ code: areaKeyOf(area), name: areaName(area) }))}
        onChange={(value) => void formik.setValues({ ...formik.values, areaKey: value, seat: '' })}
      />
      {wholeState && (
        <SelectInput
          form={form}
          name="seat"
          errorName="area.parliament"
          label={t('coordinator:propose.seat')}
          required={false}
          placeholder={t('coordinator:propose.wholeState')}
          options={seatsOf(state).map(({ code, name }) => ({ code, name: `${code} ${name}` }))}
        />
      )}
      <Checkbox form={form} name="online" label={t('coordinator:propose.online')} />
      {!formik.values.online && <Bilingual form={form} name="venue" />}
      <SelectInput
        form={form}
        name="enterpriseId"
        label={t('coordinator:propose.enterprise')}
        required={false}
        placeholder={t('coordinator:propose.noEnterprise')}
        options={enterpriseOptions(language).map(({ value, label }) => ({
          code: value,
          name: label,
        }))}
      />
      <CheckboxGroup
        form={form}
        name="skills"
        legend={t('coordinator:propose.skills')}
        hint={t('coordinator:propose.skillsHint')}
        options={volunteerSkills.map((skill) => ({
          code: skill,
          name: t(`volunteerLabels:skills.${skill}`),
        }))}
      />
      <p role="alert" className={alert ? 'coordinator__alert' : 'coordinator__alert--empty'}>
        {alert}
      </p>
      <button
        type="submit"
        className="button button--primary coordinator__submit"
        disabled={formik.isSubmitting}
      >
        {t('coordinator:propose.submit')}
      </button>
    </form>
  );
}
