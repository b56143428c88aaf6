import { describe, expect, it } from 'vitest';
import { LEAD_TEXTS } from '../leads';
import { leadFields, leadInput } from './leads';

const valid = { email: ' ada@example.com ', consent: true };

describe('lead payloads', () => {
  it('takes an address with consent and reads blank optional fields as none', () => {
    expect(leadFields.parse({ ...valid, name: '  ', company: '', note: ' Hi ' })).toEqual({
      email: 'ada@example.com',
      name: null,
      company: null,
      note: 'Hi',
      consent: true,
    });
  });

  it.each([
    [{ ...valid, consent: false }, LEAD_TEXTS.consentRefused],
    [{ email: 'ada@example.com' }, LEAD_TEXTS.consentRefused],
    [{ ...valid, email: 'ada@' }, 'Enter a valid email address'],
    [{ ...valid, name: 'n'.repeat(101) }, 'Name may be at most 100 characters'],
    [{ ...valid, company: 'c'.repeat(101) }, 'Company may be at most 100 characters'],
    [{ ...valid, note: 'x'.repeat(501) }, 'Note may be at most 500 characters'],
  ])('refuses %j saying why', (value, message) => {
    const parsed = leadFields.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it('takes the limits themselves', () => {
    const full = {
      ...valid,
      name: 'n'.repeat(100),
      company: 'c'.repeat(100),
      note: 'x'.repeat(500),
    };
    expect(leadFields.safeParse(full).success).toBe(true);
  });

  it('lower-cases the id made on the device and knows where the lead came from', () => {
    const id = '0F8E7A52-3C1D-4B6E-9A2F-1D2C3B4A5E6F';
    const parsed = leadInput.parse({ ...valid, id, source: 'kiosk' });
    expect(parsed.id).toBe(id.toLowerCase());
    expect(leadInput.safeParse({ ...valid, id, source: 'poster' }).success).toBe(false);
  });

  it('keeps the language the visitor read the form in, English when none is said', () => {
    const id = crypto.randomUUID();
    expect(leadInput.parse({ ...valid, id, source: 'link', locale: 'pt-BR' }).locale).toBe('pt-BR');
    expect(leadInput.parse({ ...valid, id, source: 'link' }).locale).toBe('en');
    const unknown = leadInput.safeParse({ ...valid, id, source: 'link', locale: 'de-DE' });
    expect(unknown.error?.issues[0]?.message).toBe(
      'locale must be one of en, de, fr, es, it, nl, pl, pt-BR, ja, zh-Hans, ar, he',
    );
  });
});
