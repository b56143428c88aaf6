import { parse, type Token } from '@messageformat/parser';

/**
 * The pseudo-language of the journeys (docs/languages.md): each English message with its letters
 * accented and the whole between ⟦ and ⟧, its values and marks kept. A page shown in it tells a
 * text from the catalogues (marked) from one written into the page (plain English).
 */
export const PSEUDO_LOCALE = 'en-XA';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'aceinosuyzACEINOSUYZ'].map((c, i) => [c, [...'áçéíñóšúýžÁÇÉÍÑÓŠÚÝŽ'][i] ?? c]),
);

const accent = (text: string) => text.replace(/[a-zA-Z]/g, (c) => ACCENTED[c] ?? c);

function serialize(tokens: Token[]): string {
  return tokens
    .map((token) => {
      switch (token.type) {
        case 'content':
          return accent(token.value);
        case 'octothorpe':
          return '#';
        case 'argument':
          return `{${token.arg}}`;
        case 'function':
          return `{${token.arg}, ${token.key}${token.param ? `, ${serialize(token.param)}` : ''}}`;
        default: {
          const cases = token.cases.map((c) => `${c.key} {${serialize(c.tokens)}}`).join(' ');
          return `{${token.arg}, ${token.type}, ${cases}}`;
        }
      }
    })
    .join('');
}

/** An English message in the pseudo-language. */
export const pseudoMessage = (message: string): string => `⟦${serialize(parse(message))}⟧`;
