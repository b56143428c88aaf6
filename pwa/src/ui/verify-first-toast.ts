import { EMAIL_NOT_VERIFIED_MESSAGE } from '#core/errors';
import { t } from '../i18n/i18n';
import { appTextsReady } from './app-texts';
import type { ToastInput } from './toast';

// Create shows this toast at once: its title's texts start loading with the code that shows it.
void appTextsReady();

/**
 * Shown when a create needs a verified address: at Create, and when the server refuses a sync.
 * Its title is read when the toast is made (`toast` copies it), so it is in the page's language
 * then; the description is the server's own refusal, in English for now.
 */
export const VERIFY_FIRST_TOAST: ToastInput = {
  get title() {
    return t('app.verifyFirst');
  },
  description: EMAIL_NOT_VERIFIED_MESSAGE,
  variant: 'destructive',
};
