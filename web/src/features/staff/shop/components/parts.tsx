import { getIn } from 'formik';
import { useTranslation } from 'react-i18next';
import { fieldId, type FieldContext } from '../../../../components/activity-forms/form-kit';
import { Field } from '../../../../components/form/field';
import { Link } from '../../../../components/ui/localized-link';
import { failureOf, type ApiFailure } from '../../../../lib/api-client';
import { staffFailureText } from '../../lib/staff-failure';
import './shop.css';

/** The namespaces every shop page loads: its words and the shop schemas' messages. */
export const shopNamespaces = ['staffShop', 'validationShop'] as const;

/** A failed call's text in the shop pages' words, announced, with a retry when there is one. */
export function Failure({ failure, onRetry }: { failure: ApiFailure; onRetry?: () => void }) {
  const { t } = useTranslation(shopNamespaces);
  return (
    <div className="staff-people__alert" role="alert">
      <p>{staffFailureText(failure, t, 'staffShop')}</p>
      {onRetry && (
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {t('staffShop:common.retry')}
        </button>
      )}
    </div>
  );
}

/** What a shop form says of a failed call (the form-kit's `failureText`). */
export function useFailureText() {
  const { t } = useTranslation(shopNamespaces);
  return (error: unknown) => staffFailureText(failureOf(error), t, 'staffShop');
}

/** A link back to a list, above a page's content. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link className="staff-people__back" to={to}>
      {children}
    </Link>
  );
}

/**
 * A whole-number field (the form-kit's number field starts at 1): stock and levels from `min` 0,
 * a stock change either way (no `min`); optional unless `required`.
 */
export function NumberInput({
  form,
  name,
  label,
  hint,
  min,
  required = false,
}: {
  form: FieldContext;
  name: string;
  label: string;
  hint?: string;
  min?: number;
  required?: boolean;
}) {
  const error: unknown = getIn(form.formik.errors, name);
  const touched = Boolean(getIn(form.formik.touched, name));
  return (
    <Field
      id={fieldId(form, name)}
      label={label}
      hint={hint}
      required={required}
      error={touched && typeof error === 'string' ? error : undefined}
    >
      {(control) => (
        <input
          {...control}
          {...form.formik.getFieldProps(name)}
          className="form-field__control"
          type="number"
          inputMode={min === undefined ? undefined : 'numeric'}
          min={min}
          step={1}
        />
      )}
    </Field>
  );
}
