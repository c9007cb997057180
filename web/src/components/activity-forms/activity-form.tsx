import type { Area } from '@gsk/core/api';
import { enterpriseOptions } from '@gsk/core/application';
import { ACTIVITY_TITLE_MAX_LENGTH, ACTIVITY_VENUE_MAX_LENGTH } from '@gsk/core/constants';
import { parliamentsOf } from '@gsk/core/electoral';
import { activitySchema, volunteerSkills, type ActivityValues } from '@gsk/core/volunteers';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/use-language';
import {
  Checkbox,
  ChoiceGroup,
  FormEnd,
  SchemaForm,
  SelectInput,
  TextArea,
  TextInput,
  useSchemaForm,
  type FailureText,
  type FieldContext,
} from './form-kit';

/** The form's values: the schema's, and which of the areas offered is chosen. */
interface ActivityFormValues {
  title: { bm: string; eng: string };
  description: { bm: string; eng: string };
  /** `{state}#{parliament}` of one of the areas offered. */
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

const areaKeyOf = ({ state, parliament }: Area) => `${state}#${parliament}`;

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
  const { t } = useTranslation(['activityForms']);
  const Input = multiline ? TextArea : TextInput;
  const maxLength = name === 'title' ? ACTIVITY_TITLE_MAX_LENGTH : ACTIVITY_VENUE_MAX_LENGTH;
  return (
    <div className="activity-forms__pair">
      {(['bm', 'eng'] as const).map((language) => (
        <Input
          key={language}
          form={form}
          name={`${name}.${language}`}
          label={t(`activityForms:activity.${name}${language === 'bm' ? 'Bm' : 'Eng'}`)}
          {...(multiline ? {} : { maxLength })}
        />
      ))}
    </div>
  );
}

/** The areas an activity may be in, and how their picker reads. */
export interface AreaChoice {
  /** The areas offered: every state (staff), or a coordinator's own areas; a whole state offers its seats too. */
  options: readonly { area: Area; name: string }[];
  label: string;
  placeholder: string;
  /** Marks the label required, as the form's other fields are; unset, unmarked. */
  required?: boolean;
}

/**
 * A new activity, in the staff console and the coordinator's section, checked by core's
 * activitySchema as the API checks it: both languages' title and description, one of the areas
 * offered (or a seat inside a whole state offered), online or a venue, an optional enterprise and
 * the skills wanted.
 */
export function ActivityForm({
  label,
  submit,
  area,
  send,
  failureText,
  className = '',
}: {
  /** The form's accessible name. */
  label: string;
  submit: string;
  area: AreaChoice;
  send: (values: ActivityValues) => Promise<void>;
  failureText: FailureText;
  className?: string;
}) {
  const { t } = useTranslation(['activityForms', 'volunteerLabels']);
  const language = useLanguage();
  const onlyArea = area.options.length === 1 ? area.options[0]?.area : undefined;
  const form = useSchemaForm<ActivityFormValues, ActivityValues>({
    initialValues: { ...blank, areaKey: onlyArea ? areaKeyOf(onlyArea) : '' },
    schema: activitySchema,
    inputOf,
    send,
    failureText,
  });
  const { formik, alert } = form;
  const [state = '', parliament = ''] = formik.values.areaKey.split('#');
  const wholeState = Boolean(state) && !parliament;
  return (
    <SchemaForm form={form} label={label} className={className}>
      <Bilingual form={form} name="title" />
      <Bilingual form={form} name="description" multiline />
      <SelectInput
        form={form}
        name="areaKey"
        errorName="area.state"
        label={area.label}
        required={area.required ?? null}
        placeholder={area.placeholder}
        options={area.options.map((one) => ({ code: areaKeyOf(one.area), name: one.name }))}
        onChange={(value) => void formik.setValues({ ...formik.values, areaKey: value, seat: '' })}
      />
      {wholeState && (
        <SelectInput
          form={form}
          name="seat"
          errorName="area.parliament"
          label={t('activityForms:activity.seat')}
          required={null}
          placeholder={t('activityForms:activity.wholeState')}
          options={parliamentsOf(state).map(({ code, name }) => ({
            code,
            name: `${code} ${name}`,
          }))}
        />
      )}
      <Checkbox form={form} name="online" label={t('activityForms:activity.online')} />
      {!formik.values.online && <Bilingual form={form} name="venue" />}
      <SelectInput
        form={form}
        name="enterpriseId"
        label={t('activityForms:activity.enterprise')}
        required={false}
        placeholder={t('activityForms:activity.noEnterprise')}
        options={enterpriseOptions(language).map(({ value, label: name }) => ({
          code: value,
          name,
        }))}
      />
      <ChoiceGroup
        form={form}
        name="skills"
        legend={t('activityForms:activity.skills')}
        hint={t('activityForms:activity.skillsHint')}
        options={volunteerSkills.map((skill) => ({
          code: skill,
          name: t(`volunteerLabels:skills.${skill}`),
        }))}
      />
      <FormEnd alert={alert} submitting={formik.isSubmitting} submit={submit} />
    </SchemaForm>
  );
}
