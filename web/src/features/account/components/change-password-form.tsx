import { changePasswordSchema, type ChangePasswordValues } from '@gsk/core/account';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { signedOutNow } from '../../../lib/session';
import { changePassword } from '../api/account-api';
import { useAccountForm } from '../hooks/use-account-form';
import {
  AccountForm,
  FormAlert,
  NewPasswordFields,
  SubmitButton,
  TextInput,
} from './account-fields';

const blank: ChangePasswordValues = {
  currentPassword: '',
  newPassword: '',
  passwordConfirmation: '',
};

/**
 * The profile's password change: the current password, then a new one twice, which must differ
 * from the old one (the spec's rule, checked here and by the API).
 */
export function ChangePasswordForm() {
  const { t } = useTranslation(['account']);
  const [changed, setChanged] = useState(false);
  const form = useAccountForm<ChangePasswordValues>({
    initialValues: blank,
    validationSchema: changePasswordSchema,
    send: async (values) => {
      setChanged(false);
      try {
        await changePassword(values);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'unauthenticated') signedOutNow();
        throw error;
      }
      form.formik.resetForm();
      setChanged(true);
    },
  });
  const wrongPassword =
    form.failure?.kind === 'status' && form.failure.code === 'invalid_credentials';
  return (
    <AccountForm form={form} label={t('account:profile.changeForm')}>
      <TextInput
        form={form}
        name="currentPassword"
        label={t('account:fields.currentPassword')}
        type="password"
        autoComplete="current-password"
      />
      <NewPasswordFields
        form={form}
        name="newPassword"
        label={t('account:fields.newPassword')}
        confirmationLabel={t('account:fields.newPasswordConfirmation')}
      />
      <FormAlert message={wrongPassword ? t('account:errors.wrongPassword') : form.alert} />
      <p role="status" className="account-form__done">
        {changed ? t('account:profile.changed') : ''}
      </p>
      <SubmitButton submitting={form.formik.isSubmitting}>
        {t('account:profile.change')}
      </SubmitButton>
    </AccountForm>
  );
}
