import { EVERY_LANGUAGE } from '#core/i18n/every-language';
import type { Locale } from '#core/i18n/locales';
import { markedParts } from '#core/i18n/marked-parts';
import { escapeHtml } from '../escape-html';

/** The `mail` catalogue's messages (core/i18n/messages/mail/), compiled, in `locale`. */
export const mailTextsIn = (locale: Locale) => EVERY_LANGUAGE[locale].mail;

/**
 * A message with marked parts ('<0>Forget me</0> <1>deletes…</1>') as HTML: each part drawn by
 * its own `draw`, wherever the language put it (core/i18n/marked-parts.ts), and every word escaped.
 */
export function markedHtml(message: string, draw: Record<number, (inner: string) => string>) {
  return markedParts(message)
    .map((piece) => {
      if (typeof piece === 'string') return escapeHtml(piece);
      const inner = escapeHtml(piece.inner);
      return draw[piece.tag]?.(inner) ?? inner;
    })
    .join('');
}
