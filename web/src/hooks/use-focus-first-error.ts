import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * After a submit attempt that validation stopped, moves focus to the first field marked invalid,
 * so keyboard and screen-reader users land on what needs fixing (its message is its description).
 */
export function useFocusFirstError(
  form: RefObject<HTMLFormElement | null>,
  submitCount: number,
  isSubmitting: boolean,
  isValid: boolean,
) {
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || isValid || submitCount === handled.current) return;
    handled.current = submitCount;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, submitCount, isSubmitting, isValid]);
}
