import type { FlipbookContent } from '#core/panel-content';

/** Lower case without accents, so 'Café' is found by typing 'cafe'. */
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

interface Searchable {
  title: string;
  content?: FlipbookContent;
}

/** What a flipbook is searched in, folded once per stored version (a keystroke re-reads none). */
const haystacks = new WeakMap<Searchable, string>();
function haystackOf(flipbook: Searchable): string {
  let found = haystacks.get(flipbook);
  if (found === undefined) {
    const texts = Object.values(flipbook.content ?? {}).map((panel) => panel.text);
    found = fold([flipbook.title, ...texts].join('\n'));
    haystacks.set(flipbook, found);
  }
  return found;
}

/**
 * Whether every word of the query is in the flipbook's title or in the text of its panels, in
 * any order; an empty query keeps all.
 */
export function matchesSearch(flipbook: Searchable, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = haystackOf(flipbook);
  return words.every((word) => haystack.includes(word));
}
