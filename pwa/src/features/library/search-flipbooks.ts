/** Lower case without accents, so 'Café' is found by typing 'cafe'. */
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Whether a flipbook's title holds every word of the query, in any order; an empty query keeps all. */
export function matchesSearch(flipbook: { title: string }, query: string): boolean {
  const title = fold(flipbook.title);
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => title.includes(word));
}
