/**
 * How limits read in texts. Every message that states a limit is made from the constant that
 * enforces it (core/limits.ts), so a changed limit cannot leave a stale text behind.
 */

import { ACCOUNT_LIMITS } from './limits';

const MEBIBYTE = 1024 * 1024;

const CODE_DIGITS = ACCOUNT_LIMITS.verificationCodeDigits;
/** The verification code as texts name it: "6-digit code". */
export const CODE_NAME = `${CODE_DIGITS}-digit code`;
/** A whole verification code, as the form and the server check it. */
export const VERIFICATION_CODE_PATTERN = new RegExp(`^\\d{${CODE_DIGITS}}$`);

/** A whole number of megabytes as texts state a limit: "3 MB". */
export const megabytes = (bytes: number) => `${Math.round(bytes / MEBIBYTE)} MB`;

/** A number of pixels as texts state a limit, never more than it: "3.8 million pixels". */
export const megapixels = (pixels: number) =>
  `${(Math.floor(pixels / 100_000) / 10).toLocaleString('en')} million pixels`;

const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
export type FileSizeUnit = (typeof SIZE_UNITS)[number];
const ENGLISH_UNITS: Record<FileSizeUnit, string> = {
  byte: 'Bytes',
  kilobyte: 'KB',
  megabyte: 'MB',
  gigabyte: 'GB',
};

/**
 * A file size's number and unit, as the page shows it: the largest power of 1024 up to gigabytes,
 * rounded to 2 decimals (the page writes it in its language with `Intl`).
 */
export function fileSizeParts(bytes: number): { value: number; unit: FileSizeUnit } {
  const i =
    bytes === 0 ? 0 : Math.min(SIZE_UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return {
    value: Number.parseFloat((bytes / 1024 ** i).toFixed(2)),
    unit: SIZE_UNITS[i] ?? 'byte',
  };
}

/** File sizes in English, as the upload zone shows them: Bytes, KB, MB or GB with 2 decimals. */
export function formatFileSize(bytes: number): string {
  const { value, unit } = fileSizeParts(bytes);
  return `${value} ${ENGLISH_UNITS[unit]}`;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A lifetime's count and unit: the largest unit that divides it (hours up to a day and a half). */
function lifetimeUnit(ms: number): [number, 'day' | 'hour' | 'minute' | 'second'] {
  const [size, name] =
    ms % DAY === 0 && ms > 36 * HOUR
      ? ([DAY, 'day'] as const)
      : ms % HOUR === 0
        ? ([HOUR, 'hour'] as const)
        : ms % MINUTE === 0
          ? ([MINUTE, 'minute'] as const)
          : ([SECOND, 'second'] as const);
  return [Math.round(ms / size), name];
}

/**
 * A lifetime in the largest unit that divides it: "10 minutes", "1 hour", "24 hours" (hours up
 * to a day and a half read better than days).
 */
export function formatLifetime(ms: number): string {
  const [count, name] = lifetimeUnit(ms);
  return `${count} ${name}${count === 1 ? '' : 's'}`;
}

/** A lifetime as `formatLifetime` puts it, in `locale`'s words and plural ("24 Stunden"). */
export function lifetimeIn(locale: string, ms: number): string {
  const [count, unit] = lifetimeUnit(ms);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(count);
}
