import { describe, expect, it } from 'vitest';
import { consentText, forgetMeUrl, matchesLeadFilter } from './leads';

describe('lead rules', () => {
  const lead = { flipbookId: 'b1', capturedAt: '2026-03-02T10:00:00.000Z' };

  it('matches a lead by its flipbook and by when it was left, the end excluded', () => {
    expect(matchesLeadFilter(lead, {})).toBe(true);
    expect(matchesLeadFilter(lead, { flipbookId: 'b1' })).toBe(true);
    expect(matchesLeadFilter(lead, { flipbookId: 'b2' })).toBe(false);
    const day = { from: '2026-03-02T00:00:00.000Z', to: '2026-03-03T00:00:00.000Z' };
    expect(matchesLeadFilter(lead, day)).toBe(true);
    expect(matchesLeadFilter(lead, { to: '2026-03-02T10:00:00.000Z' })).toBe(false);
    expect(matchesLeadFilter(lead, { from: '2026-03-02T10:00:00.000Z' })).toBe(true);
  });

  it('words the consent box with the creator’s name', () => {
    expect(consentText('Grace Hopper')).toBe('Grace Hopper may contact me about this brochure');
  });

  it('links “Forget me” to its page with the lead and the token encoded', () => {
    expect(forgetMeUrl('https://flip.example.com/', 'abc', 'a+b/c=')).toBe(
      'https://flip.example.com/forget-me?lead=abc&token=a%2Bb%2Fc%3D',
    );
  });
});
