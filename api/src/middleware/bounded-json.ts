import { isAscii } from 'node:buffer';
import crypto from 'node:crypto';
import { ownTurn } from '../turns';

/** What a body may hold; anything beyond is refused while it arrives, before any parsing. */
export interface JsonBounds {
  maxBytes: number;
  /** Strings, objects, arrays and commas outside strings: a bound on the values to build. */
  maxValues: number;
  maxDepth: number;
  /**
   * Bytes of everything but the long strings (structure, numbers, short strings), which is parsed
   * at once: its bound is a bound on how long that parse holds the event loop.
   */
  maxSkeletonBytes: number;
  /** Bytes of the longest string the call takes (for a flipbook, an image as a data URL). */
  maxStringBytes: number;
  /**
   * Bytes of the longest string that needs decoding, being non-ASCII or holding escapes: only
   * text is (images are plain base64), so its bound is the longest text, and no string the call
   * cannot take is decoded at all (a 28 MB title took the loop 150-300 ms in one go).
   */
  maxTextBytes: number;
}

export type JsonRefusal = 'too-large' | 'too-many-values' | 'too-deep' | 'malformed';

export class JsonBoundsError extends Error {
  constructor(readonly reason: JsonRefusal) {
    super(`JSON body refused: ${reason}`);
  }
}

/** Strings longer than this are kept aside and decoded one at a time, yielding in between. */
const LONG_STRING_BYTES = 1024;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Backslashes right before `end`, back to `from` (where no escape is pending). */
function backslashesBefore(chunk: Buffer, end: number, from: number): number {
  let k = end - 1;
  while (k >= from && chunk[k] === BACKSLASH) k--;
  return end - 1 - k;
}

/** A long string's content from its parts, decoded in turns of its own. */
async function decodeLong(parts: Buffer[]): Promise<string> {
  // Joining, scanning and reading a 4 MB string each take milliseconds: one turn each.
  await ownTurn();
  const content = Buffer.concat(parts);
  await ownTurn();
  const plain = isAscii(content) && !hasEscapeOrControlByte(content);
  await ownTurn();
  // Base64 images: plain ASCII with nothing to unescape, read as is.
  if (plain) return content.toString('latin1');
  const text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  return JSON.parse(`"${text}"`) as string;
}

/**
 * Reads a JSON body chunk by chunk, counting its values and depth as they arrive, so a body that
 * cannot be what the route takes is refused before it is parsed. Long strings (the base64 images)
 * are set aside as they stream and decoded one by one between event-loop turns; the small rest is
 * parsed by JSON.parse, with a placeholder for each long string. No step blocks the loop for long.
 */
export class BoundedJsonReader {
  private bytes = 0;
  private values = 0;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private readonly skeleton: Buffer[] = [];
  private skeletonBytes = 0;
  private stringParts: Buffer[] = [];
  private stringBytes = 0;
  private stringIsText = false;
  /** Each long string's parts as they arrived: joined later, in a turn of its own. */
  private readonly longStrings: Buffer[][] = [];
  /** Unguessable, so no string a client sends can pass for a placeholder. */
  private readonly marker = `\u0000${crypto.randomBytes(12).toString('hex')}:`;

  constructor(private readonly bounds: JsonBounds) {}

  /** Takes the next chunk of the body, refusing it (JsonBoundsError) once it breaks a bound. */
  push(chunk: Buffer): void {
    this.bytes += chunk.length;
    if (this.bytes > this.bounds.maxBytes) throw new JsonBoundsError('too-large');
    let i = 0;
    let runStart = 0;
    while (i < chunk.length) {
      if (this.inString) {
        i = this.scanString(chunk, i);
        runStart = i;
        continue;
      }
      const c = chunk[i];
      if (c === QUOTE) {
        this.keep(chunk.subarray(runStart, i));
        this.count();
        this.inString = true;
        i = this.scanString(chunk, i + 1);
        runStart = i;
        continue;
      }
      if (c === 0x7b || c === 0x5b) {
        this.count();
        this.depth += 1;
        if (this.depth > this.bounds.maxDepth) throw new JsonBoundsError('too-deep');
      } else if (c === 0x7d || c === 0x5d) {
        this.depth -= 1;
      } else if (c === 0x2c) {
        this.count();
      }
      i += 1;
    }
    if (!this.inString) this.keep(chunk.subarray(runStart));
  }

  /** The body's value once it has all arrived. */
  async finish(): Promise<unknown> {
    if (this.inString) throw new JsonBoundsError('malformed');
    const { marker } = this;
    try {
      const long: string[] = [];
      for (const content of this.longStrings) long.push(await decodeLong(content));
      const text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(this.skeleton));
      return JSON.parse(text, (key, value: unknown) => {
        if (key.startsWith(marker)) throw new JsonBoundsError('too-many-values');
        if (typeof value !== 'string' || !value.startsWith(marker)) return value;
        return long[Number(value.slice(marker.length))];
      });
    } catch (err) {
      if (err instanceof JsonBoundsError) throw err;
      throw new JsonBoundsError('malformed');
    }
  }

  private keep(part: Buffer) {
    this.skeletonBytes += part.length;
    if (this.skeletonBytes > this.bounds.maxSkeletonBytes)
      throw new JsonBoundsError('too-many-values');
    this.skeleton.push(part);
  }

  private count() {
    this.values += 1;
    if (this.values > this.bounds.maxValues) throw new JsonBoundsError('too-many-values');
  }

  /** Keeps the next part of the string being read, refusing it once it is longer than any taken. */
  private addStringPart(part: Buffer) {
    this.stringParts.push(part);
    this.stringBytes += part.length;
    this.stringIsText ||= part.includes(BACKSLASH) || !isAscii(part);
    const bound = this.stringIsText ? this.bounds.maxTextBytes : this.bounds.maxStringBytes;
    if (this.stringBytes > bound) throw new JsonBoundsError('too-large');
  }

  private endString() {
    const parts = this.stringParts;
    const length = this.stringBytes;
    this.stringParts = [];
    this.stringBytes = 0;
    this.stringIsText = false;
    if (length <= LONG_STRING_BYTES) {
      this.keep(Buffer.from('"'));
      for (const part of parts) this.keep(part);
      this.keep(Buffer.from('"'));
    } else {
      this.keep(Buffer.from(JSON.stringify(`${this.marker}${this.longStrings.length}`)));
      this.longStrings.push(parts);
    }
  }

  /** Consumes the string content from `i`; returns where the string ended, or the chunk's end. */
  private scanString(chunk: Buffer, i: number): number {
    let from = i;
    if (this.escaped) {
      this.escaped = false;
      from += 1;
    }
    let search = from;
    for (;;) {
      const quote = chunk.indexOf(QUOTE, search);
      if (quote === -1) {
        this.addStringPart(chunk.subarray(i));
        this.escaped = backslashesBefore(chunk, chunk.length, search) % 2 === 1;
        return chunk.length;
      }
      if (backslashesBefore(chunk, quote, search) % 2 === 1) {
        search = quote + 1;
        continue;
      }
      this.addStringPart(chunk.subarray(i, quote));
      this.inString = false;
      this.endString();
      return quote + 1;
    }
  }
}

/** A backslash to unescape, or a raw control character (which JSON forbids inside strings). */
function hasEscapeOrControlByte(content: Buffer): boolean {
  for (let i = 0; i < content.length; i++) {
    const c = content[i] as number;
    if (c < 0x20 || c === BACKSLASH) return true;
  }
  return false;
}
