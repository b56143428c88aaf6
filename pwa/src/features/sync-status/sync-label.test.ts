import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { showIn } from '../../i18n/i18n';
import { appTextsReady } from '../../ui/app-texts';
import { NOTHING_WAITING, syncLabel, type WaitingKinds, waitingText } from './sync-label';

// The texts are the app's, which the sync status loads before it shows any.
beforeAll(appTextsReady);

describe("the header's sync count", () => {
  const waiting = (kinds: Partial<WaitingKinds>) => ({ ...NOTHING_WAITING, ...kinds });
  it('calls only the changes still to go waiting, and a refused one failed', () => {
    expect(syncLabel(waiting({ changes: 2 }), 0)).toBe('2 changes waiting to sync');
    expect(syncLabel(NOTHING_WAITING, 1)).toBe('1 change failed to sync');
    expect(syncLabel(waiting({ changes: 1 }), 2)).toBe('1 change waiting to sync, 2 failed');
  });

  it('tells leads, views and reading apart from changes, each counted once', () => {
    expect(syncLabel(waiting({ leads: 2, views: 17 }), 0)).toBe(
      '2 leads waiting · 17 views waiting',
    );
    expect(syncLabel(waiting({ changes: 1, leads: 1, views: 1, readings: 3 }), 1)).toBe(
      '1 change waiting to sync · 1 lead waiting · 1 view waiting · 3 reading sessions waiting, 1 failed',
    );
  });
});

describe('what the sync status says of the changes still to go', () => {
  it('says they are being sent only of those that can go', () => {
    expect(waitingText(true, 2, 0)).toBe('Your changes are being sent.');
    expect(waitingText(false, 2, 1)).toBe('They will be sent when you are back online.');
    expect(waitingText(true, 1, 1)).toBe(
      'It waits until the refused change below is retried or discarded.',
    );
    expect(waitingText(true, 2, 2)).toBe(
      'They wait until the refused change below is retried or discarded.',
    );
    expect(waitingText(true, 3, 1)).toBe(
      'Your changes are being sent; 1 change waits until the refused change below is retried or discarded.',
    );
    expect(waitingText(true, 4, 2)).toBe(
      'Your changes are being sent; 2 changes wait until the refused change below is retried or discarded.',
    );
  });
});

describe("the header's sync count in the page's language", () => {
  const waiting = (kinds: Partial<WaitingKinds>) => ({ ...NOTHING_WAITING, ...kinds });
  beforeEach(() => {
    // showIn names the page's language and direction on the document.
    vi.stubGlobal('document', { documentElement: {} });
  });
  afterEach(() => showIn('en'));

  it('counts in each of Polish’s plural forms', async () => {
    await showIn('pl');
    expect(syncLabel(waiting({ changes: 1 }), 0)).toBe('1 zmiana czeka na synchronizację');
    expect(syncLabel(waiting({ changes: 2, leads: 5 }), 0)).toBe(
      '2 zmiany czekają na synchronizację · 5 kontaktów czeka',
    );
    expect(waitingText(true, 3, 2)).toBe(
      'Twoje zmiany są wysyłane; 2 zmiany czekają, aż odrzucona zmiana poniżej zostanie ponowiona lub odrzucona.',
    );
  });

  it('writes a large count as the language does', async () => {
    await showIn('de');
    expect(syncLabel(waiting({ views: 1234 }), 1)).toBe('1.234 Aufrufe warten, 1 fehlgeschlagen');
  });
});
