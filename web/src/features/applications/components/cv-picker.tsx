import { checkCvFile, cvAccept, type CvPolicy } from '@gsk/core/application';
import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, type ControlProps } from '../../../components/form/field';
import { validationText } from '../../../i18n/validation-text';

interface CvPickerProps {
  control: ControlProps;
  policy: CvPolicy;
  file: File | null;
  onChange: (file: File | null) => void;
  onBlur: () => void;
  disabled?: boolean;
}

/**
 * The CV picker: a 'Choose file' button, the chosen file's name or 'No file selected', and a
 * button to remove it. A file of a refused format or over 5 MB is refused at once with the spec's
 * alert and not kept; an empty file is refused with a message under the picker.
 */
export function CvPicker({ control, policy, file, onChange, onBlur, disabled }: CvPickerProps) {
  const { t, i18n } = useTranslation(['applications', 'validation']);
  const [emptyFile, setEmptyFile] = useState(false);
  const nameId = `${control.id}-name`;
  const emptyId = `${control.id}-empty`;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = input.files?.[0] ?? null;
    setEmptyFile(false);
    if (!chosen) {
      onChange(null);
      return;
    }
    const problem = checkCvFile(chosen, policy);
    if (problem) {
      input.value = '';
      onChange(null);
      if (problem === 'cv.empty') setEmptyFile(true);
      // The spec's two CV messages are alerts (type, size); nothing else uses one.
      else window.alert(validationText(i18n.t, problem));
      return;
    }
    onChange(chosen);
  };

  const handleRemove = () => {
    setEmptyFile(false);
    onChange(null);
  };

  const describedBy =
    [nameId, control['aria-describedby'], emptyFile && emptyId].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div className="cv-picker">
      <input
        {...control}
        aria-describedby={describedBy}
        aria-invalid={control['aria-invalid'] || emptyFile}
        className="cv-picker__input"
        type="file"
        accept={cvAccept(policy)}
        onChange={handleChange}
        onBlur={onBlur}
        disabled={disabled}
      />
      <label
        htmlFor={control.id}
        className="button button--ghost cv-picker__button"
        aria-hidden="true"
      >
        {t('applications:cv.choose')}
      </label>
      <span className="cv-picker__name" id={nameId}>
        {file ? file.name : t('applications:cv.none')}
      </span>
      {file && !disabled && (
        <button type="button" className="cv-picker__remove" onClick={handleRemove}>
          {t('applications:cv.remove')}
        </button>
      )}
      {emptyFile && (
        <p className="form-field__error cv-picker__empty" id={emptyId}>
          {validationText(i18n.t, 'cv.empty')}
        </p>
      )}
    </div>
  );
}

interface CvFieldProps {
  /** The form's fields and CV state (`useApplicationForm`'s `fields` and `cv`). */
  fields: { id: (field: string) => string; errorOf: (field: 'cvFile') => string | undefined };
  cv: {
    file: File | null;
    formVersion: number;
    submitting: boolean;
    choose: (file: File | null) => void;
    touch: () => void;
  };
  policy: CvPolicy;
  label: string;
  hint: string;
  required: boolean;
}

/** An application form's CV field: its label, hint and error around the picker. */
export function CvField({ fields, cv, policy, label, hint, required }: CvFieldProps) {
  return (
    <Field
      id={fields.id('cvFile')}
      label={label}
      required={required}
      hint={hint}
      error={fields.errorOf('cvFile')}
    >
      {(control) => (
        <CvPicker
          key={cv.formVersion}
          control={control}
          policy={policy}
          file={cv.file}
          onChange={cv.choose}
          onBlur={cv.touch}
          disabled={cv.submitting}
        />
      )}
    </Field>
  );
}
