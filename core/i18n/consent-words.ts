import ar from './compiled/visitor/ar';
import de from './compiled/visitor/de';
import en from './compiled/visitor/en';
import es from './compiled/visitor/es';
import fr from './compiled/visitor/fr';
import he from './compiled/visitor/he';
import it from './compiled/visitor/it';
import ja from './compiled/visitor/ja';
import nl from './compiled/visitor/nl';
import pl from './compiled/visitor/pl';
import ptBR from './compiled/visitor/pt-BR';
import zhHans from './compiled/visitor/zh-Hans';
import { consentIn } from './consent';
import type { Locale } from './locales';

/**
 * Every language's visitor catalogue at once, for the server, which words consent for any
 * visitor. A page never imports this: it loads its own language's catalogue alone
 * (pwa/src/features/leads/visitor-texts.ts) and words the box with `consentIn` and its `t`.
 */
const VISITOR: Record<Locale, typeof en> = {
  en,
  de,
  fr,
  es,
  it,
  nl,
  pl,
  'pt-BR': ptBR,
  ja,
  'zh-Hans': zhHans,
  ar,
  he,
};

/** The consent box's words in `locale`, as the lead form showed them to the visitor. */
export const consentWords = (locale: Locale, creatorName: string): string =>
  consentIn((id, values) => VISITOR[locale][id](values), creatorName);
