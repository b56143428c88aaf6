import { parse, type Token } from '@messageformat/parser';

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

/**
 * An English message in the journeys' pseudo-language (PSEUDO_LOCALE): its letters accented and
 * the whole between ⟦ and ⟧, its values and marks kept.
 */
export const pseudoMessage = (message: string): string => `⟦${serialize(parse(message))}⟧`;
