import { consentIn } from './consent';
import { EVERY_LANGUAGE } from './every-language';
import type { Locale } from './locales';

/**
 * The consent box's words in `locale`, as the lead form showed them to the visitor: for the
 * server, which words consent for any visitor. A page words the box with `consentIn` and its own
 * catalogue (pwa/src/features/leads/form/lead-form.tsx).
 */
export const consentWords = (locale: Locale, creatorName: string): string =>
  consentIn((id, values) => EVERY_LANGUAGE[locale].visitor[id](values), creatorName);
