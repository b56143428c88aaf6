import mailAr from './compiled/mail/ar';
import mailDe from './compiled/mail/de';
import mailEn from './compiled/mail/en';
import mailEs from './compiled/mail/es';
import mailFr from './compiled/mail/fr';
import mailHe from './compiled/mail/he';
import mailIt from './compiled/mail/it';
import mailJa from './compiled/mail/ja';
import mailNl from './compiled/mail/nl';
import mailPl from './compiled/mail/pl';
import mailPtBR from './compiled/mail/pt-BR';
import mailZhHans from './compiled/mail/zh-Hans';
import visitorAr from './compiled/visitor/ar';
import visitorDe from './compiled/visitor/de';
import visitorEn from './compiled/visitor/en';
import visitorEs from './compiled/visitor/es';
import visitorFr from './compiled/visitor/fr';
import visitorHe from './compiled/visitor/he';
import visitorIt from './compiled/visitor/it';
import visitorJa from './compiled/visitor/ja';
import visitorNl from './compiled/visitor/nl';
import visitorPl from './compiled/visitor/pl';
import visitorPtBR from './compiled/visitor/pt-BR';
import visitorZhHans from './compiled/visitor/zh-Hans';
import type { Locale } from './locales';

/**
 * Every language's catalogues of the domains the server speaks in: the visitor's (the consent
 * words it stores) and the mail's. A page never imports this: it would carry all twelve
 * languages, where a page loads its own language's catalogues alone (pwa/src/i18n/i18n.ts).
 */
export const EVERY_LANGUAGE: Record<Locale, { visitor: typeof visitorEn; mail: typeof mailEn }> = {
  en: { visitor: visitorEn, mail: mailEn },
  de: { visitor: visitorDe, mail: mailDe },
  fr: { visitor: visitorFr, mail: mailFr },
  es: { visitor: visitorEs, mail: mailEs },
  it: { visitor: visitorIt, mail: mailIt },
  nl: { visitor: visitorNl, mail: mailNl },
  pl: { visitor: visitorPl, mail: mailPl },
  'pt-BR': { visitor: visitorPtBR, mail: mailPtBR },
  ja: { visitor: visitorJa, mail: mailJa },
  'zh-Hans': { visitor: visitorZhHans, mail: mailZhHans },
  ar: { visitor: visitorAr, mail: mailAr },
  he: { visitor: visitorHe, mail: mailHe },
};
