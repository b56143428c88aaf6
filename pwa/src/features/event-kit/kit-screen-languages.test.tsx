import 'fake-indexeddb/auto';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventKit } from '#offline/db';
import { domainReady, showIn } from '#pwa/i18n/i18n';
import { localFlipbook } from '#pwa-test/local-flipbook';
import { KitScreen } from './event-kits-page';

const BROCHURE = localFlipbook({ ownerId: 'u-ida' });

const kit = (changes: Partial<EventKit>): EventKit => ({
  id: 'k1',
  ownerId: 'u-ida',
  name: 'Oslo fair',
  flipbooks: [{ id: BROCHURE.id, title: BROCHURE.title }],
  idleSeconds: 1,
  dropped: [],
  language: 'de',
  createdAt: '2026-05-01T00:00:00.000Z',
  updatedAt: '2026-05-01T00:00:00.000Z',
  ...changes,
});

const kitScreen = (shown: EventKit) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <KitScreen kit={shown} library={[BROCHURE]} creatorName="Ida" manage />
    </MemoryRouter>,
  )
    // Text only: the marks of the page between words are not what this test reads.
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/** The kit screen drawn with the page in `locale`, then English again for the tests after. */
async function inLanguage<T>(locale: 'de' | 'pl', draw: () => T): Promise<T> {
  await showIn(locale, ['kits']);
  try {
    return draw();
  } finally {
    await showIn('en');
  }
}

describe('a kit’s screen in the page’s language', () => {
  beforeEach(async () => {
    // The screen asks whether the browser can keep the screen on; showIn sets the page's lang.
    vi.stubGlobal('navigator', { userAgent: 'test' });
    vi.stubGlobal('document', { documentElement: {} });
    await domainReady('kits');
  });

  it('counts the flipbooks and the idle seconds by each language’s plural rules', async () => {
    const english = kitScreen(kit({}));
    expect(english).toContain(
      '1 flipbook · the attract loop starts after 1 second without a touch · visitors’ language: Deutsch',
    );
    const german = await inLanguage('de', () => kitScreen(kit({ idleSeconds: 30 })));
    expect(german).toContain('1 Flipbook · die Präsentationsschleife startet nach 30 Sekunden');
    expect(german).toContain('Präsentation starten');
    const polish = await inLanguage('pl', () =>
      kitScreen(
        kit({ flipbooks: Array.from({ length: 5 }, (_, i) => ({ id: `b${i}`, title: 'x' })) }),
      ),
    );
    expect(polish).toContain('5 flipbooków');
  });

  it('names the flipbooks that left the kit as the page’s language lists them', async () => {
    const dropped = ['Summer trails', 'Winter huts'];
    expect(kitScreen(kit({ dropped }))).toContain(
      '“Summer trails”, “Winter huts” were deleted and left this kit.',
    );
    expect(kitScreen(kit({ dropped: ['Summer trails'] }))).toContain(
      '“Summer trails” was deleted and left this kit.',
    );
    const three = [...dropped, 'Fjord cruises'];
    const german = await inLanguage('de', () => kitScreen(kit({ dropped: three })));
    expect(german).toContain(
      '„Summer trails“, „Winter huts“ und „Fjord cruises“ wurden gelöscht und sind nicht mehr in diesem Kit.',
    );
  });
});
