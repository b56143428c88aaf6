import crypto from 'node:crypto';

/** A readable username from a display name: "Zoë O'Brien" → "zoe.obrien". */
function usernameBase(displayName: string): string {
  const words = displayName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^a-z0-9]/g, ''))
    .filter(Boolean);
  const base = words.join('.').slice(0, 24).replace(/\.+$/, '');
  return base.length >= 3
    ? base
    : `${base || 'user'}${base.length < 3 ? '.fold' : ''}`.slice(0, 24);
}

/** Candidates in order of preference: the base, then the base with a short number. */
export function usernameCandidates(displayName: string, count = 8): string[] {
  const base = usernameBase(displayName);
  const numbered = Array.from(
    { length: count },
    (_, i) =>
      `${base}${crypto.randomInt(10 ** (2 + Math.floor(i / 3)), 10 ** (3 + Math.floor(i / 3)))}`,
  );
  return [base, ...numbered];
}
