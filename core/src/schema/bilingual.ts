import { object } from 'yup';
import type { ValidationKey } from '../i18n/validation-eng';
import { validationMessage } from '../i18n/validation-message';
import type { ShopValidationKey } from '../i18n/validation-shop-eng';
import { text } from './text';

/** A message key of either catalogue (the site's, or the shop's). */
type MessageKey = ValidationKey | ShopValidationKey;

/** A `max` message that carries its bound (`campaign.title.max?max=100`). */
export const maxMessage = (key: MessageKey, max: number) => () => validationMessage(key, { max });

/**
 * A text staff write in both languages (a campaign's title, a product's description), each
 * required and at most `max` characters; `multiline` keeps its line breaks.
 */
export const bilingual = (
  required: MessageKey,
  maxKey: MessageKey,
  max: number,
  multiline: boolean,
) => {
  const inOneLanguage = () =>
    text({ multiline }).required(required).max(max, maxMessage(maxKey, max));
  return object({ bm: inOneLanguage(), eng: inOneLanguage() });
};
