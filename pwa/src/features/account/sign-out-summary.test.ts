import { beforeAll, describe, expect, it } from 'vitest';
import type { WaitingChange } from '../../data/account-data';
import { appTextsReady } from '../../ui/app-texts';
import { changeLine, changesAtSignOut, signOutSummary } from './sign-out-summary';

const change = (seq: number, over: Partial<WaitingChange> = {}): WaitingChange => ({
  seq,
  kind: 'create',
  title: `Book ${seq}`,
  state: 'unsent',
  ...over,
});

// The texts are the app's, which the screens that show these load first.
beforeAll(appTextsReady);

describe('what sign-out says of the changes waiting', () => {
  it('tells a change the server does not have (discarded) from one sent without a reply (maybe on the server)', () => {
    const asked = [change(1, { state: 'no-reply' }), change(2, { kind: 'update' })];
    const changes = changesAtSignOut(asked, asked);
    expect(changes.map((c) => c.fate)).toEqual(['unknown', 'discarded']);
    expect(signOutSummary(changes)).toEqual([
      'You have 2 changes waiting to sync.',
      '1 change is not saved on the server: signing out now discards it.',
      '1 change was sent, but no reply has come: it may already have reached the server, and if so you will find it there when you sign in again.',
    ]);
    expect(changes.map(changeLine)).toEqual([
      { title: '“Book 1”', what: 'New flipbook', fate: 'Sent, no reply yet' },
      { title: '“Book 2”', what: 'Edit', fate: 'Not sent: discarded at sign-out' },
    ]);
  });

  it('names a reading recorded on this device among the changes sign-out would discard', () => {
    const changes = changesAtSignOut(
      [change(1, { kind: 'reading' })],
      [change(1, { kind: 'reading' })],
    );
    expect(changes.map(changeLine)).toEqual([
      { title: '“Book 1”', what: 'How it was read here', fate: 'Not sent: discarded at sign-out' },
    ]);
  });

  it('counts in the right number', () => {
    const one = changesAtSignOut([change(1)], [change(1)]);
    expect(signOutSummary(one)[0]).toBe('You have 1 change waiting to sync.');
    const many = [change(1), change(2), change(3, { state: 'no-reply' })];
    const three = changesAtSignOut(many, many.concat(change(4, { state: 'no-reply' })));
    expect(signOutSummary(three)).toEqual([
      'You have 4 changes waiting to sync.',
      '2 changes are not saved on the server: signing out now discards them.',
      '2 changes were sent, but no reply has come: they may already have reached the server, and if so you will find them there when you sign in again.',
    ]);
  });

  it('says a change saved while asking is saved, and a send started meanwhile is unknown', () => {
    const asked = [
      change(1, { state: 'no-reply' }),
      change(2),
      change(3, { kind: 'delete', title: null, state: 'refused' }),
    ];
    const changes = changesAtSignOut(asked, [
      change(2, { state: 'no-reply' }),
      asked[2] as WaitingChange,
    ]);
    expect(changes.map((c) => [c.seq, c.fate])).toEqual([
      [1, 'reached'],
      [2, 'unknown'],
      [3, 'discarded'],
    ]);
    expect(signOutSummary(changes)).toEqual([
      'You have 2 changes waiting to sync.',
      '1 change is not saved on the server: signing out now discards it.',
      '1 change was sent, but no reply has come: it may already have reached the server, and if so you will find it there when you sign in again.',
      '1 change reached the server meanwhile: it is saved.',
    ]);
    expect(changeLine(changes[2] as (typeof changes)[number]).title).toBe(
      'A flipbook deleted here',
    );
  });

  it('says when nothing is left at risk', () => {
    const changes = changesAtSignOut([change(1), change(2)], []);
    expect(signOutSummary(changes)).toEqual([
      'Every change you were waiting for has reached the server.',
    ]);
    expect(changes.map(changeLine).map((l) => l.fate)).toEqual([
      'Saved on the server',
      'Saved on the server',
    ]);
  });
});
