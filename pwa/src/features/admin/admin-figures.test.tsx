import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminAnalytics, AdminFlipbookItem } from '#core/schemas/flipbooks';
import { domainReady, showIn } from '#pwa/i18n/i18n';
import { AdminFlipbookCard } from './admin-flipbook-card';
import { AdminStats } from './admin-stats';

const item = (views: number): AdminFlipbookItem => ({
  id: 'b1',
  title: 'Autumn Catalogue',
  createdAt: '2026-11-03T14:05:00.000Z',
  views,
  left: null,
  middle: null,
  right: null,
  cover: null,
});

const analytics = (over: Partial<AdminAnalytics> = {}): AdminAnalytics => ({
  totalFlipbooks: 1234,
  totalViews: 56789,
  viewsByDay: [],
  uniqueReaders: 0,
  recent: [item(1), { ...item(2), id: 'b2' }],
  teams: 3,
  ...over,
});

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const stats = (figures: AdminAnalytics | null) =>
  text(renderToStaticMarkup(<AdminStats analytics={figures} />));
const card = (views: number) =>
  text(renderToStaticMarkup(<AdminFlipbookCard item={item(views)} onDelete={() => {}} />));

describe('the admin dashboard’s live figures', () => {
  beforeAll(() => domainReady('profile'));
  afterEach(async () => {
    vi.stubGlobal('document', { documentElement: {} });
    await showIn('en');
  });

  it('counts in English as the journeys read them, views in the singular for one', () => {
    const shown = stats(analytics());
    expect(shown).toContain('Total Flipbooks 1,234');
    expect(shown).toContain('Recent (Last 2 items)');
    expect(shown).toContain('Autumn Catalogue 1 view');
    expect(shown).toContain('Autumn Catalogue 2 views');
    expect(stats(null)).toContain('Total Views —');
    expect(card(0)).toMatch(/ • 0 views Open Delete$/);
  });

  it('shows numbers, plurals and dates in the page’s language', async () => {
    vi.stubGlobal('document', { documentElement: {} });
    await showIn('de', ['profile']);
    const shown = stats(analytics());
    expect(shown).toContain('Flipbooks insgesamt 1.234');
    expect(shown).toContain('Aufrufe insgesamt 56.789');
    expect(shown).toContain('Neueste (2 Einträge)');
    expect(shown).toContain('Autumn Catalogue 1 Aufruf');
    const german = card(1234);
    expect(german).toContain('3. Nov. 2026');
    expect(german).toContain('1.234 Aufrufe Öffnen Löschen');
  });

  it('counts the recent items in each of Polish’s plural forms', async () => {
    vi.stubGlobal('document', { documentElement: {} });
    await showIn('pl', ['profile']);
    const recent = (n: number) =>
      stats(
        analytics({ recent: Array.from({ length: n }, (_, i) => ({ ...item(0), id: `b${i}` })) }),
      );
    expect(recent(1)).toContain('Ostatnie (1 element)');
    expect(recent(2)).toContain('Ostatnie (2 elementy)');
    expect(recent(5)).toContain('Ostatnie (5 elementów)');
  });
});
