/**
 * A message's number (`#` in a plural, `{n, number}`), as `Intl.NumberFormat(locale)` writes it.
 * The first number formatter a page makes costs it 25–35 ms on a desktop core (the engine loads its
 * number data), four times that on a phone, in one task: the shared link's views badge paid it
 * before the viewer could answer a tap. A whole number from 0 to 999 is written as its digits in
 * every Flipfold language (each numbers in Latin digits and groups from 1,000 at the earliest:
 * number.test.ts checks it in Node, e2e/languages.test.ts in Chromium), so it needs no formatter.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function number(locale: string, value: number, offset: number): string {
  const n = value - offset;
  if (Number.isInteger(n) && n >= 0 && n < 1000 && !Object.is(n, -0)) return String(n);
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    formats.set(locale, format);
  }
  return format.format(n);
}
