import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextStamp } from '#core/edit-stamps';
import { libraryKey } from '#core/library-key';
import { slotsFromSides } from '#core/panel-layout';
import type { LocalFields, LocalFlipbook } from '#offline/db';
import { domainReady, showIn } from '#pwa/i18n/i18n';
import { LastChangeLine } from './last-change-line';
import './library-texts';

// Rendered once, as the server would: the library's texts are loaded first.
beforeAll(() => domainReady('library'));

const NOW = Date.UTC(2026, 10, 20, 12, 0);
const MINUTE = 60_000;
const at = (minutesAgo: number, node = 'n') => nextStamp([], NOW - minutesAgo * MINUTE, node);
const sam = { userId: 'u-sam', name: 'Sam' };
const me = { userId: 'u-me', name: 'Me' };
const madeBySam = { title: sam, order: sam, panels: sam, leadForm: sam, readsRtl: sam };
const made = (minutesAgo: number): LocalFields => ({
  title: { stamp: at(minutesAgo) },
  order: { stamp: at(minutesAgo) },
  panels: { stamp: at(minutesAgo) },
  leadForm: { stamp: at(minutesAgo) },
  readsRtl: { stamp: at(minutesAgo) },
});

/** A flipbook of team t1's library on u-me's device, made by Sam 3 days ago, then `over`. */
const teamBook = (over: Partial<LocalFlipbook> = {}): LocalFlipbook => ({
  id: 'b1',
  ownerId: libraryKey('u-me', 't1'),
  title: 'Stand 12',
  createdAt: '2026-11-17T12:00:00.000Z',
  updatedAt: '2026-11-17T12:00:00.000Z',
  views: 0,
  layout: 'pages',
  slots: slotsFromSides([], []),
  thumbnail: null,
  onServer: true,
  fields: made(3 * 24 * 60),
  changedBy: madeBySam,
  ...over,
});
const line = (flipbook: LocalFlipbook) =>
  renderToStaticMarkup(<LastChangeLine flipbook={flipbook} now={NOW} />).replace(/<[^>]+>/g, '');

describe("a team flipbook card's line of who last changed it", () => {
  it('names the member and the field of the latest edit, with how long ago', () => {
    const renamed = teamBook({
      fields: { ...made(3 * 24 * 60), title: { stamp: at(5) } },
      changedBy: { ...madeBySam, title: sam },
    });
    expect(line(renamed)).toBe('Renamed by Sam · 5 minutes ago');
    const reordered = teamBook({
      fields: { ...made(600), order: { stamp: at(120) }, title: { stamp: at(60 * 30) } },
    });
    expect(line(reordered)).toBe('Pages reordered by Sam · 2 hours ago');
  });

  it('says ‘you’ for the person whose library it is, and for an edit of theirs still to send', () => {
    const mine = teamBook({
      fields: { ...made(600), panels: { stamp: at(1) } },
      changedBy: { ...madeBySam, panels: me },
    });
    expect(line(mine)).toBe('Panels changed by you · 1 minute ago');
    const waiting = teamBook({
      fields: { ...made(600), leadForm: { stamp: at(0), base: at(600) } },
    });
    expect(line(waiting)).toBe('Lead form changed by you · just now');
  });

  it('says who added a flipbook never edited since, and who changed several fields at once', () => {
    expect(line(teamBook())).toBe('Added by Sam · 3 days ago');
    const whole = teamBook({
      fields: { ...made(600), title: { stamp: at(2) }, panels: { stamp: at(2) } },
      changedBy: { ...madeBySam, title: me, panels: me },
    });
    expect(line(whole)).toBe('Changed by you · 2 minutes ago');
  });

  it('says nothing on a personal flipbook, or when no one is recorded for the latest edit', () => {
    expect(line(teamBook({ ownerId: 'u-me' }))).toBe('');
    expect(line(teamBook({ changedBy: undefined }))).toBe('');
    const { title: _, ...withoutTitle } = madeBySam;
    const unknown = teamBook({
      fields: { ...made(600), title: { stamp: at(5) } },
      changedBy: withoutTitle,
    });
    expect(line(unknown)).toBe('');
  });
});

describe('the line in the page’s language', () => {
  // showIn names the document's language and direction: the tests run without a page.
  beforeEach(() => {
    vi.stubGlobal('document', { documentElement: {} });
  });
  afterEach(() => showIn('en'));

  it('says who changed what in German, and the member’s name as it is', async () => {
    await showIn('de');
    const renamed = teamBook({
      fields: { ...made(3 * 24 * 60), title: { stamp: at(5) } },
      changedBy: { ...madeBySam, title: sam },
    });
    expect(line(renamed)).toMatch(/^Umbenannt von Sam · /);
    expect(line(teamBook())).toMatch(/^Hinzugefügt von Sam · /);
    const mine = teamBook({ fields: { ...made(600), leadForm: { stamp: at(0), base: at(600) } } });
    expect(line(mine)).toMatch(/^Kontaktformular geändert von Ihnen · /);
  });
});
