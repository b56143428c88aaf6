import type { Locale } from '#core/i18n/locales';
import type { PublicUser } from '#core/schemas/auth';
import { apiCall } from '../../data/api-client';
import { chooseLocale } from '../../i18n/i18n';
import { LanguageMenu } from '../../i18n/language-menu';
import { saveSession } from '../../state/session';
import { toast } from '../../ui/toast';
import { useProfileT } from './profile-texts';

/** PUT /api/user/language: the account's language, on every device and in its mails. */
const saveLanguage = (locale: Locale) =>
  apiCall<{ user: PublicUser }>('/api/user/language', {
    method: 'PUT',
    body: { locale },
    bearer: true,
  });

/**
 * Profile's language: the app's on each device the person signs in on, and the one Flipfold's
 * mails to them are written in. The page changes once the account has it, so what is shown is
 * what was kept.
 */
export function LanguageSetting() {
  const t = useProfileT();
  async function choose(locale: Locale) {
    const outcome = await saveLanguage(locale);
    if (outcome.kind === 'ok') {
      saveSession(outcome.value.user, null);
      await chooseLocale(locale);
      return;
    }
    toast({
      title: t('profile.language.notSaved'),
      description:
        outcome.kind === 'refused'
          ? (outcome.error.serverError ?? undefined)
          : t('profile.language.offline'),
      variant: 'destructive',
    });
  }
  return (
    <section aria-labelledby="profile-language" className="mt-6">
      <h3 id="profile-language" className="font-semibold">
        {t('profile.language.heading')}
      </h3>
      <p className="mt-1 text-sm text-fg-muted">{t('profile.language.hint')}</p>
      <LanguageMenu className="mt-3" choose={choose} />
    </section>
  );
}
