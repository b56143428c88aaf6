import { DEFAULT_LOCALE, type Locale } from '#core/i18n/locales';
import { fileSizeParts, formatFileSize } from '#core/limit-texts';

/**
 * A file size in the page's language: English as the product has always written it ('1.5 KB',
 * '512 Bytes'), every other language with its own units and decimal sign ('1,5 kB', '512 octets').
 */
export function fileSizeIn(locale: Locale, bytes: number): string {
  if (locale === DEFAULT_LOCALE) return formatFileSize(bytes);
  const { value, unit } = fileSizeParts(bytes);
  // Bytes by their name: the short form is English's 'byte' in several languages (Japanese's too).
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: 2,
  }).format(value);
}
