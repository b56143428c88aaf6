import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SyncEvent } from '#offline/sync/events';
import { appTextsReady } from '../../ui/app-texts';
import { dismissToast, toastOnScreen } from '../../ui/toast';
import {
  readAllNotices,
  readNotice,
  syncNotices,
  tellSyncEvents,
  toastForSyncEvents,
} from './sync-notices';

const renamed = (id: string, title: string): SyncEvent => ({
  kind: 'replaced',
  flipbookId: id,
  field: 'title',
  title,
});
const texts = () => syncNotices.get().map((n) => n.text);
/** A change the server refused for good: its toast comes before any notice. */
const failed: SyncEvent = {
  kind: 'failed',
  flipbookId: 'y',
  title: 'Menu',
  error: 'title: Title is too long',
  code: null,
  entryKind: 'update',
};

// The texts are the app's, which the sync status loads before it shows any.
beforeAll(appTextsReady);

describe('the notices of changes replaced on another device', () => {
  beforeEach(readAllNotices);

  it('tells each of several that arrive together, in one toast, and keeps them until read', () => {
    const toast = toastForSyncEvents([renamed('x', 'Autumn X'), renamed('y', 'Autumn Y')]);
    expect(toast).toMatchObject({
      title: '2 of your changes were replaced on another device',
      description:
        'Renamed to “Autumn X” on another device.\nRenamed to “Autumn Y” on another device.',
      duration: Number.POSITIVE_INFINITY,
    });
    expect(texts()).toEqual([
      'Renamed to “Autumn X” on another device.',
      'Renamed to “Autumn Y” on another device.',
    ]);
    const [first] = syncNotices.get();
    readNotice(first?.id ?? 0);
    expect(texts()).toEqual(['Renamed to “Autumn Y” on another device.']);
  });

  it('names three and points to the rest; a delete among them is said too', () => {
    const toast = toastForSyncEvents([
      renamed('a', 'A'),
      renamed('b', 'B'),
      { kind: 'deleted-elsewhere', flipbookId: 'c', title: 'C' },
      renamed('d', 'D'),
      renamed('e', 'E'),
    ]);
    expect(toast?.title).toBe('5 of your changes were replaced or removed on another device');
    expect(toast?.description?.split('\n')).toEqual([
      'Renamed to “A” on another device.',
      'Renamed to “B” on another device.',
      '“C” was deleted on another device.',
      '…and 2 more, listed under the sync status.',
    ]);
    expect(texts()).toHaveLength(5);
  });

  it('tells one alone as before, and puts a failure first while keeping the notices', () => {
    expect(toastForSyncEvents([renamed('x', 'Autumn')])).toMatchObject({
      title: 'Changed on another device',
      description: 'Renamed to “Autumn” on another device.',
    });
    readAllNotices();
    const toast = toastForSyncEvents([renamed('x', 'Autumn'), failed]);
    expect(toast?.variant).toBe('destructive');
    expect(texts()).toEqual(['Renamed to “Autumn” on another device.']);
  });

  it('names the member of each of several edits members replaced, each told apart', () => {
    const byMember = (id: string, title: string, by: string): SyncEvent => ({
      kind: 'replaced',
      flipbookId: id,
      field: 'title',
      title,
      by,
    });
    const toast = toastForSyncEvents([
      byMember('x', 'Autumn', 'Sam'),
      byMember('y', 'Winter', 'Ada'),
      renamed('z', 'Spring'),
    ]);
    expect(toast).toMatchObject({
      title: '3 of your changes were replaced',
      description: [
        'Renamed by Sam while you were offline: “Autumn”.',
        'Renamed by Ada while you were offline: “Winter”.',
        'Renamed to “Spring” on another device.',
      ].join('\n'),
    });
    expect(texts()).toHaveLength(3);
    readAllNotices();
    expect(toastForSyncEvents([byMember('x', 'Autumn', 'Sam')])).toMatchObject({
      title: 'Changed by Sam',
      description: 'Renamed by Sam while you were offline: “Autumn”.',
    });
  });

  it('keeps a rename that won over another device’s in the sync status, without a toast', () => {
    const won: SyncEvent = { kind: 'overrode', flipbookId: 'b1', field: 'title', title: 'Menu' };
    expect(toastForSyncEvents([won])).toBeNull();
    expect(syncNotices.get().map((n) => n.text)).toEqual([
      'Your rename replaced one made on another device: “Menu”.',
    ]);
  });

  it('tells a person removed from a team that its library left this device, and keeps it until read', () => {
    const left: SyncEvent = { kind: 'left-team', teamId: 't1', name: 'Nordlys Outdoor' };
    const text =
      'You are no longer a member of “Nordlys Outdoor”; its library was removed from this device.';
    expect(toastForSyncEvents([left, renamed('x', 'Autumn X')])).toEqual({
      title: 'Team library removed',
      description: text,
    });
    expect(texts()).toEqual(['Renamed to “Autumn X” on another device.', text]);
  });

  it('says nothing for a create that landed', () => {
    expect(toastForSyncEvents([{ kind: 'created', flipbookId: 'x' }])).toBeNull();
    expect(texts()).toEqual([]);
  });
});

describe('notices that come in more than one drain', () => {
  const closeToast = () => {
    const shown = toastOnScreen();
    if (shown) dismissToast(shown.id);
  };
  beforeEach(() => {
    // A closed toast is forgotten on a timer of its own: fake here, so none outlives the test.
    vi.useFakeTimers();
    readAllNotices();
    closeToast();
  });
  afterEach(() => vi.useRealTimers());

  it('joins the toast still on screen: two drains that each replaced one edit are told as one', () => {
    tellSyncEvents([renamed('x', 'Menu Lunch, phone')]);
    expect(toastOnScreen()?.title).toBe('Changed on another device');
    tellSyncEvents([renamed('y', 'Menu Dinner, phone')]);
    expect(toastOnScreen()).toMatchObject({
      title: '2 of your changes were replaced on another device',
      description:
        'Renamed to “Menu Lunch, phone” on another device.\nRenamed to “Menu Dinner, phone” on another device.',
    });
    // Each is kept once, not again for the joined toast.
    expect(texts()).toEqual([
      'Renamed to “Menu Lunch, phone” on another device.',
      'Renamed to “Menu Dinner, phone” on another device.',
    ]);
  });

  it('tells a later notice alone once the toast before it was closed', () => {
    tellSyncEvents([renamed('x', 'Menu Lunch, phone')]);
    closeToast();
    tellSyncEvents([renamed('y', 'Menu Dinner, phone')]);
    expect(toastOnScreen()).toMatchObject({
      title: 'Changed on another device',
      description: 'Renamed to “Menu Dinner, phone” on another device.',
    });
    expect(texts()).toHaveLength(2);
  });

  it('shows a failure over the notices, and the notices after it do not tell the earlier again', () => {
    tellSyncEvents([renamed('x', 'Menu Lunch, phone')]);
    tellSyncEvents([failed]);
    expect(toastOnScreen()?.variant).toBe('destructive');
    tellSyncEvents([renamed('y', 'Menu Dinner, phone')]);
    expect(toastOnScreen()).toMatchObject({
      title: 'Changed on another device',
      description: 'Renamed to “Menu Dinner, phone” on another device.',
    });
  });

  it('leaves the toast on screen as it is for a drain with nothing to tell', () => {
    tellSyncEvents([renamed('x', 'Menu Lunch, phone')]);
    const shown = toastOnScreen();
    tellSyncEvents([{ kind: 'created', flipbookId: 'w' }]);
    expect(toastOnScreen()).toBe(shown);
  });
});
