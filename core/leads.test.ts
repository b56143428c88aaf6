import { describe, expect, it } from 'vitest';
import { forgetMeUrl, leadPrivacyUrl } from './lead-links';
import { type FilteredLead, leadsFileName, matchesForgottenLead, matchesLeadFilter } from './leads';

describe('lead rules', () => {
  const lead: FilteredLead = {
    flipbookId: 'b1',
    capturedAt: '2026-03-02T10:00:00.000Z',
    source: 'kiosk',
    event: 'Spring Fair',
    email: 'Ada.Lovelace@Analytical.example',
    name: 'Ada Lovelace',
    company: null,
  };

  it('matches a lead by its flipbook and by when it was left, the end excluded', () => {
    expect(matchesLeadFilter(lead, {})).toBe(true);
    expect(matchesLeadFilter(lead, { flipbookId: 'b1' })).toBe(true);
    expect(matchesLeadFilter(lead, { flipbookId: 'b2' })).toBe(false);
    const day = { from: '2026-03-02T00:00:00.000Z', to: '2026-03-03T00:00:00.000Z' };
    expect(matchesLeadFilter(lead, day)).toBe(true);
    expect(matchesLeadFilter(lead, { to: '2026-03-02T10:00:00.000Z' })).toBe(false);
    expect(matchesLeadFilter(lead, { from: '2026-03-02T10:00:00.000Z' })).toBe(true);
  });

  it('matches a lead by its event whole, by where it was left, and by a search of its address, name, company or tags in any case', () => {
    expect(matchesLeadFilter(lead, { event: 'Spring Fair' })).toBe(true);
    expect(matchesLeadFilter(lead, { event: 'Spring' })).toBe(false);
    expect(matchesLeadFilter({ ...lead, event: null }, { event: 'Spring Fair' })).toBe(false);
    expect(matchesLeadFilter(lead, { source: 'kiosk' })).toBe(true);
    expect(matchesLeadFilter(lead, { source: 'link' })).toBe(false);
    for (const search of ['lovelace@', 'ADA LOVE', '  analytical  '])
      expect(matchesLeadFilter(lead, { search })).toBe(true);
    expect(matchesLeadFilter(lead, { search: 'hopper' })).toBe(false);
    expect(matchesLeadFilter({ ...lead, company: 'Harbour Tours' }, { search: 'harbour' })).toBe(
      true,
    );
    // The staff's tags are searched too, a part of one as well.
    const tagged = { ...lead, tags: ['Follow up', 'VIP'] };
    expect(matchesLeadFilter(tagged, { search: 'vip' })).toBe(true);
    expect(matchesLeadFilter(tagged, { search: 'FOLLOW' })).toBe(true);
    expect(matchesLeadFilter(lead, { search: 'vip' })).toBe(false);
    // Every part of the filter must hold.
    expect(matchesLeadFilter(lead, { event: 'Spring Fair', source: 'embed' })).toBe(false);
  });

  it('finds a forgotten lead by its flipbook, event, place and days, whatever the search', () => {
    const forgotten = {
      flipbookId: 'b1',
      capturedAt: lead.capturedAt,
      source: 'kiosk',
      event: 'Spring Fair',
    } as const;
    expect(matchesForgottenLead(forgotten, { event: 'Spring Fair', search: 'ada' })).toBe(true);
    expect(matchesForgottenLead(forgotten, { event: 'Autumn Expo', search: 'ada' })).toBe(false);
    expect(matchesForgottenLead(forgotten, { source: 'link' })).toBe(false);
    expect(matchesForgottenLead(forgotten, { to: '2026-03-02T10:00:00.000Z' })).toBe(false);
  });

  it('names an export after its filter and day', () => {
    expect(leadsFileName({ event: 'Spring Fair 2026!' }, '2026-12-05')).toBe(
      'leads-spring-fair-2026-2026-12-05.csv',
    );
    expect(leadsFileName({}, '2026-12-05')).toBe('leads-2026-12-05.csv');
    expect(
      leadsFileName(
        { flipbookTitle: 'Crème Brûlée Tours', source: 'link', search: 'Ada' },
        '2026-12-05',
      ),
    ).toBe('leads-creme-brulee-tours-shared-link-search-ada-2026-12-05.csv');
    // Nothing that could leave the file name: quotes, slashes, line breaks.
    expect(leadsFileName({ event: '"../x"\r\n;' }, '2026-12-05')).toBe('leads-x-2026-12-05.csv');
    expect(leadsFileName({ event: '東京 Expo' }, '2026-12-05')).toBe('leads-expo-2026-12-05.csv');
  });

  it('links “Forget me” to its page with the lead and the token encoded', () => {
    expect(forgetMeUrl('https://flip.example.com/', 'abc', 'a+b/c=')).toBe(
      'https://flip.example.com/forget-me?lead=abc&token=a%2Bb%2Fc%3D',
    );
  });

  it('opens the visitor pages of a mail in its language, and an English mail’s as before', () => {
    expect(forgetMeUrl('https://flip.example.com', 'abc', 't', 'pt-BR')).toBe(
      'https://flip.example.com/forget-me?lead=abc&token=t&lang=pt-BR',
    );
    expect(forgetMeUrl('https://flip.example.com', 'abc', 't', 'en')).toBe(
      'https://flip.example.com/forget-me?lead=abc&token=t',
    );
    expect(leadPrivacyUrl('https://flip.example.com/', 'ar')).toBe(
      'https://flip.example.com/privacy/leads?lang=ar',
    );
    expect(leadPrivacyUrl('https://flip.example.com/')).toBe(
      'https://flip.example.com/privacy/leads',
    );
  });
});
