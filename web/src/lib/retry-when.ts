import { htmlLang, type Language } from '@gsk/core/i18n/language';

/**
 * When to try again after a 429's `Retry-After`, in the page's language ('in 5 minutes',
 * 'dalam 5 minit'): the members' forms and the privacy page's say it the same way.
 */
export function retryWhen(seconds: number, language: Language): string {
  const format = new Intl.RelativeTimeFormat(htmlLang(language), { numeric: 'always' });
  return seconds < 90
    ? format.format(Math.max(1, Math.ceil(seconds)), 'second')
    : format.format(Math.ceil(seconds / 60), 'minute');
}
