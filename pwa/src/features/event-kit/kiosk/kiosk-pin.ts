/** A kiosk's exit PIN as the device keeps it: never the digits, only a salted PBKDF2 hash. */
export interface PinHash {
  salt: string;
  hash: string;
  iterations: number;
}

/**
 * A 4–8 digit PIN has at most 10^8 values, so no hash stops someone who can read the device's
 * storage and try them all; it keeps the digits from being read there. 100,000 rounds keep the
 * check well under a second on a tablet.
 */
const ITERATIONS = 100_000;

const hex = (bytes: ArrayBuffer | Uint8Array) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

const fromHex = (text: string) =>
  Uint8Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

async function derive(pin: string, salt: Uint8Array, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    256,
  );
  return hex(bits);
}

export async function hashPin(pin: string): Promise<PinHash> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return { salt: hex(salt), hash: await derive(pin, salt, ITERATIONS), iterations: ITERATIONS };
}

export async function pinMatches(pin: string, stored: PinHash): Promise<boolean> {
  const hash = await derive(pin, fromHex(stored.salt), stored.iterations);
  // Compared in full whatever the first difference, though a visitor at the screen cannot time it.
  let difference = hash.length ^ stored.hash.length;
  for (let i = 0; i < hash.length; i++)
    difference |= hash.charCodeAt(i) ^ (stored.hash.charCodeAt(i) || 0);
  return difference === 0;
}
