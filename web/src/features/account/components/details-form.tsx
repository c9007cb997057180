import { profileSchema, type ProfileValues } from '@gsk/core/account/profile';
import type { MemberProfile } from '@gsk/core/api';
import { ACCOUNT_EMAIL_MAX_LENGTH } from '@gsk/core/constants';
import { languages } from '@gsk/core/i18n/language';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { signedIn, signedOutNow } from '../../../lib/session';
import { updateProfile } from '../api/account-api';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountForm, FormAlert, SelectInput, SubmitButton, TextInput } from './account-fields';
import { SeatPickers } from './seat-pickers';

/** The form's values from the member's profile as the API answered it. */
const valuesOf = (member: MemberProfile): ProfileValues => ({
  name: member.name,
  state: member.state,
  parliament: member.parliament,
  dun: member.dun,
  language: member.language,
  email: member.email,
});

/**
 * The profile's details: the member's name, voting state, parliamentary and DUN constituencies
 * (the sign-up's pickers), the language of the messages the site sends them, and an optional
 * email. Checked by core's profileSchema here and by the API; once saved, the profile shows the
 * details the API stored.
 */
export function DetailsForm({ member }: { member: MemberProfile }) {
  const { t } = useTranslation(['account']);
  const [saved, setSaved] = useState(false);
  const form = useAccountForm<ProfileValues>({
    initialValues: valuesOf(member),
    validationSchema: profileSchema,
    send: async (values) => {
      setSaved(false);
      let stored: MemberProfile;
      try {
        stored = await updateProfile(values);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'unauthenticated') signedOutNow();
        throw error;
      }
      signedIn(stored);
      form.formik.resetForm({ values: valuesOf(stored) });
      setSaved(true);
    },
  });
  const { formik } = form;
  const languageOptions = languages.map((code) => ({
    code,
    name: t(`account:fields.languages.${code}`),
  }));
  return (
    <AccountForm form={form} label={t('account:profile.detailsForm')}>
      <TextInput
        form={form}
        name="name"
        label={t('account:fields.name')}
        type="text"
        autoComplete="name"
      />
      <TextInput
        form={form}
        name="email"
        label={t('account:fields.email')}
        hint={t('account:fields.emailHint')}
        type="email"
        autoComplete="email"
        maxLength={ACCOUNT_EMAIL_MAX_LENGTH}
        optional
      />
      <SeatPickers
        form={form}
        seats={formik.values}
        onChange={(seats) => void formik.setValues({ ...formik.values, ...seats })}
      />
      <SelectInput
        form={form}
        name="language"
        label={t('account:fields.language')}
        hint={t('account:fields.languageHint')}
        placeholder={t('account:fields.chooseLanguage')}
        options={languageOptions}
      />
      <FormAlert message={form.alert} />
      <p role="status" className="account-form__done">
        {saved ? t('account:profile.saved') : ''}
      </p>
      <SubmitButton submitting={formik.isSubmitting}>{t('account:profile.save')}</SubmitButton>
    </AccountForm>
  );
}
