import { EVERY_LANGUAGE } from '#core/i18n/every-language';
import type { Locale } from '#core/i18n/locales';
import { escapeHtml } from '../escape-html';

/** The `mail` catalogue's messages (core/i18n/messages/mail/), compiled, in `locale`. */
export const mailTextsIn = (locale: Locale) => EVERY_LANGUAGE[locale].mail;

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
