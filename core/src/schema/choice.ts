import type { ValidationKey } from '../i18n/validation-eng';
import '../i18n/yup-locale';
import { text } from './text';

/** How an option's code or label is compared: letter case and spaces ignored ('SagaSivik'). */
const comparable = (value: string) => value.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

/**
 * A select field of a form whose value is one of `codes`. A request may name an option by its code
 * or by any of its display labels (`labelsOf`, in both languages, as the spec's forms send them);
 * either way the value becomes the code. Empty is `requiredKey`; anything else is 'option.unknown'
 * (a value that is no text: 'string.type', as for any text field).
 */
export function choice<Code extends string>(
  codes: readonly Code[],
  labelsOf: (code: Code) => readonly string[],
  requiredKey: ValidationKey,
) {
  const byName = new Map<string, Code>();
  for (const code of codes) {
    for (const name of [code, ...labelsOf(code)]) byName.set(comparable(name), code);
  }
  return text()
    .transform((value: unknown) => {
      if (typeof value !== 'string') return value;
      // Empty is only 'required', not also 'not one of the options'.
      if (value === '') return undefined;
      return byName.get(comparable(value)) ?? value;
    })
    .required(requiredKey)
    .oneOf(codes, 'option.unknown');
}
