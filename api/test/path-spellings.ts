/**
 * Every spelling of a path a client could send for it (letter case, a last slash, doubled slashes,
 * percent-encoded letters, dot segments): none may reach a guarded handler unchecked, and none but
 * the embed page's own may be framed.
 */
export function spellings(path: string, id: string): string[] {
  const segments = path.split('/').filter(Boolean);
  const isStatic = (s: string) => s !== id;
  const join = (parts: string[]) => `/${parts.join('/')}`;
  const map = (k: number, f: (s: string) => string) =>
    join(segments.map((s, i) => (i === k ? f(s) : s)));
  const encodeLetters = (s: string) =>
    s.replace(/[a-z]/gi, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const variants = new Set([path, `${path}/`, `/${path}`, `${path}//`, `//${path}/`]);
  variants.add(join(segments.map((s) => (isStatic(s) ? s.toUpperCase() : s))));
  variants.add(`${join(segments.map((s) => (isStatic(s) ? s.toUpperCase() : s)))}/`);
  for (const [k, segment] of segments.entries()) {
    if (!isStatic(segment)) {
      variants.add(map(k, (s) => s.toUpperCase()));
      continue;
    }
    variants.add(map(k, (s) => s.toUpperCase()));
    variants.add(map(k, (s) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`));
    variants.add(map(k, encodeLetters));
    variants.add(map(k, (s) => `%${s.charCodeAt(0).toString(16)}${s.slice(1)}`));
    variants.add(map(k, (s) => `%${s.charCodeAt(0).toString(16).toUpperCase()}${s.slice(1)}`));
    variants.add(map(k, (s) => `${s}/`).replace(`${segment}/`, `${segment}//`));
    variants.add(map(k, (s) => `./${s}`));
    variants.add(map(k, (s) => `x/../${s}`));
    variants.add(map(k, (s) => `%2e/${s}`));
    variants.add(map(k, (s) => `${encodeLetters(s).toLowerCase()}`));
  }
  return [...variants];
}
