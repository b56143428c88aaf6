import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#core/errors';
import type { SyncEvent } from '#offline/sync/events';
import { appTextsReady } from '../../ui/app-texts';
import { toastForSyncEvent } from './sync-toasts';

const id = 'b1';
const failed = (
  entryKind: 'create' | 'update' | 'lead',
  code: string | null = null,
): SyncEvent => ({
  kind: 'failed',
  flipbookId: id,
  title: 'Menu',
  error: 'title: Title is too long',
  code,
  entryKind,
});

// The texts are the app's, which the sync status loads before it shows any.
beforeAll(appTextsReady);

/** What the user reads for each outcome of a sync (offline/sync/README.md, "Outcomes"). */
describe('the toasts of sync outcomes', () => {
  it.each<[string, SyncEvent, string | null]>([
    ['a create that landed', { kind: 'created', flipbookId: id }, null],
    [
      'a rename that lost to a later one',
      { kind: 'replaced', flipbookId: id, field: 'title', title: 'Autumn' },
      'Renamed to “Autumn” on another device.',
    ],
    [
      'a reorder that lost',
      { kind: 'replaced', flipbookId: id, field: 'order', title: 'Menu' },
      '“Menu”: the pages were reordered on another device.',
    ],
    [
      'new panels that lost',
      { kind: 'replaced', flipbookId: id, field: 'panels', title: 'Menu' },
      '“Menu”: the panels were replaced on another device.',
    ],
    [
      'a lead form switch that lost',
      { kind: 'replaced', flipbookId: id, field: 'leadForm', title: 'Menu' },
      '“Menu”: ‘Ask readers for their e-mail’ was changed on another device.',
    ],
    [
      'a reading direction switch that lost',
      { kind: 'replaced', flipbookId: id, field: 'readsRtl', title: 'قائمة' },
      '“قائمة”: ‘Reads right to left’ was changed on another device.',
    ],
    [
      'a rename a member’s replaced',
      { kind: 'replaced', flipbookId: id, field: 'title', title: 'Autumn', by: 'Sam' },
      'Renamed by Sam while you were offline: “Autumn”.',
    ],
    [
      'a reorder a member’s replaced',
      { kind: 'replaced', flipbookId: id, field: 'order', title: 'Menu', by: 'Sam' },
      'Pages reordered by Sam while you were offline: “Menu”.',
    ],
    [
      'new panels a member’s replaced',
      { kind: 'replaced', flipbookId: id, field: 'panels', title: 'Menu', by: 'Sam' },
      'Panels changed by Sam while you were offline: “Menu”.',
    ],
    [
      'a lead form switch a member’s replaced',
      { kind: 'replaced', flipbookId: id, field: 'leadForm', title: 'Menu', by: 'Sam' },
      'Lead form changed by Sam while you were offline: “Menu”.',
    ],
    [
      'a reading direction switch a member’s replaced',
      { kind: 'replaced', flipbookId: id, field: 'readsRtl', title: 'Menu', by: 'Sam' },
      'Reading direction changed by Sam while you were offline: “Menu”.',
    ],
    [
      'a page order put on panels made elsewhere',
      { kind: 'order-rebased', flipbookId: id, title: 'Menu' },
      '“Menu”: the page order set here was put on the new panels made on another device.',
    ],
    [
      'a page order dropped with panels of another number',
      { kind: 'order-dropped', flipbookId: id, title: 'Menu' },
      '“Menu”: another device replaced the panels with a different number of pages, so the page order set here was dropped.',
    ],
    [
      'a flipbook deleted elsewhere',
      { kind: 'deleted-elsewhere', flipbookId: id, title: 'Menu' },
      '“Menu” was deleted on another device.',
    ],
    [
      'an event kit deleted elsewhere',
      { kind: 'kit-deleted-elsewhere', kitId: id, name: 'Spring Fair' },
      'The event kit “Spring Fair” was deleted on another device.',
    ],
    [
      'a session the server ended',
      { kind: 'paused' },
      'Sign in again to sync your changes. Nothing has been lost.',
    ],
    [
      'a reply that timed out',
      { kind: 'timeout' },
      'Request timeout - database may be slow or offline',
    ],
    ['a refused create', failed('create'), 'Failed to create flipbook: title: Title is too long'],
    ['a refused edit', failed('update'), '“Menu”: title: Title is too long'],
    ['a refused lead', failed('lead'), 'A visitor’s address for “Menu”: title: Title is too long'],
  ])('tells of %s', (_, event, description) => {
    expect(toastForSyncEvent(event)?.description ?? null).toBe(description);
  });

  it('asks to verify the e-mail address first when the server says so', () => {
    expect(toastForSyncEvent(failed('create', ERROR_CODES.EMAIL_NOT_VERIFIED))).not.toBeNull();
  });
});
