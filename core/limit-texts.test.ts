import { describe, expect, it } from 'vitest';
import {
  CODE_NAME,
  fileSizeParts,
  formatFileSize,
  formatLifetime,
  lifetimeIn,
  megabytes,
  megapixels,
  VERIFICATION_CODE_PATTERN,
} from './limit-texts';
import { ACCOUNT_LIMITS, MEDIA_LIMITS, PIXEL_LIMITS } from './limits';

describe('limit texts', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [1536, '1.5 KB'],
    [1048576, '1 MB'],
    [2.5 * 1024 ** 3, '2.5 GB'],
    [123456, '120.56 KB'],
    [1024 ** 4, '1024 GB'],
  ])('shows a file of %d bytes as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('gives the page a size’s number and unit to write in its language', () => {
    expect(fileSizeParts(0)).toEqual({ value: 0, unit: 'byte' });
    expect(fileSizeParts(123456)).toEqual({ value: 120.56, unit: 'kilobyte' });
    expect(fileSizeParts(1024 ** 4)).toEqual({ value: 1024, unit: 'gigabyte' });
  });

  it('states pixel limits in millions, never above the limit', () => {
    expect(megapixels(PIXEL_LIMITS.maxImagePixels)).toBe('3.8 million pixels');
    expect(megapixels(PIXEL_LIMITS.maxRequestPixels)).toBe('24.6 million pixels');
    expect(megapixels(2_999_999)).toBe('2.9 million pixels');
    expect(megapixels(12_000_000)).toBe('12 million pixels');
  });

  it('states the media limits in whole megabytes', () => {
    expect(megabytes(MEDIA_LIMITS.maxImageBytes)).toBe('3 MB');
    expect(megabytes(MEDIA_LIMITS.maxRequestBytes)).toBe('20 MB');
  });

  it('states the account lifetimes as the mails name them', () => {
    expect(formatLifetime(ACCOUNT_LIMITS.verificationCodeTtlMs)).toBe('10 minutes');
    expect(formatLifetime(ACCOUNT_LIMITS.verificationLinkTtlMs)).toBe('24 hours');
    expect(formatLifetime(ACCOUNT_LIMITS.resetTokenTtlMs)).toBe('1 hour');
  });

  it.each([
    [1000, '1 second'],
    [90_000, '90 seconds'],
    [60_000, '1 minute'],
    [36 * 3_600_000, '36 hours'],
    [48 * 3_600_000, '2 days'],
    [1500, '2 seconds'],
  ])('names a lifetime of %d ms as %s', (ms, text) => {
    expect(formatLifetime(ms)).toBe(text);
  });

  it('names the verification code by its digits and accepts exactly that many', () => {
    expect(CODE_NAME).toBe('6-digit code');
    expect(VERIFICATION_CODE_PATTERN.test('012345')).toBe(true);
    for (const bad of ['12345', '1234567', '12a456', ' 123456', '123456\n'])
      expect(VERIFICATION_CODE_PATTERN.test(bad)).toBe(false);
  });

  it.each([
    ['en', 24 * 3_600_000, '24 hours'],
    ['de', 24 * 3_600_000, '24 Stunden'],
    ['de', 7 * 24 * 3_600_000, '7 Tage'],
    ['pl', 10 * 60_000, '10 minut'],
    ['pl', 2 * 3_600_000, '2 godziny'],
    ['fr', 3_600_000, '1\u00a0heure'],
  ])('names a lifetime in %s: %d ms is %s', (locale, ms, text) => {
    expect(lifetimeIn(locale, ms)).toBe(text);
  });

  it('names every lifetime in English as the English mail always did', () => {
    for (const ms of [1000, 90_000, 60_000, 36 * 3_600_000, 48 * 3_600_000, 600_000])
      expect(lifetimeIn('en', ms)).toBe(formatLifetime(ms));
  });
});
