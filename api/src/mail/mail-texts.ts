import ar from '#core/i18n/compiled/mail/ar';
import de from '#core/i18n/compiled/mail/de';
import en from '#core/i18n/compiled/mail/en';
import es from '#core/i18n/compiled/mail/es';
import fr from '#core/i18n/compiled/mail/fr';
import he from '#core/i18n/compiled/mail/he';
import it from '#core/i18n/compiled/mail/it';
import ja from '#core/i18n/compiled/mail/ja';
import nl from '#core/i18n/compiled/mail/nl';
import pl from '#core/i18n/compiled/mail/pl';
import ptBR from '#core/i18n/compiled/mail/pt-BR';
import zhHans from '#core/i18n/compiled/mail/zh-Hans';
import type { Locale } from '#core/i18n/locales';
import { escapeHtml } from '../escape-html';

/** The `mail` catalogue's messages (core/i18n/messages/mail/), compiled, in every language. */
export const MAIL_TEXTS: Record<Locale, typeof en> = {
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

/**
 * A message with marked parts ('<0>Forget me</0> <1>deletes…</1>') as HTML: each part drawn by
 * its own `draw`, wherever the language put it, and every word escaped.
 */
export function markedHtml(message: string, draw: Record<string, (inner: string) => string>) {
  return message
    .split(/(<(\d+)>[\s\S]*?<\/\2>)/)
    .map((piece, i, pieces) => {
      // split's capture groups: each marked part is followed by its tag's number.
      if (i % 3 === 2) return '';
      if (i % 3 === 0) return escapeHtml(piece);
      const tag = pieces[i + 1] ?? '';
      const inner = escapeHtml(piece.slice(`<${tag}>`.length, -`</${tag}>`.length));
      return draw[tag]?.(inner) ?? inner;
    })
    .join('');
}
