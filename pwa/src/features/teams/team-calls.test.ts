import { afterEach, describe, expect, it, vi } from 'vitest';
import { teamCalls } from './team-calls';

describe('the team calls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('read a reply of another shape than the contract’s as no answer, not as a team', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ id: 't1', name: 'Harbour' }));
    expect(await teamCalls.read('t1')).toEqual({ kind: 'network' });
    vi.stubGlobal('fetch', async () => Response.json({ items: [{ id: 't1' }] }));
    expect(await teamCalls.list()).toEqual({ kind: 'network' });
  });

  it('give the list of teams as its items', async () => {
    const team = { id: 't1', name: 'Harbour', role: 'admin', memberCount: 2 };
    vi.stubGlobal('fetch', async () => Response.json({ items: [team] }));
    expect(await teamCalls.list()).toEqual({ kind: 'ok', value: [team] });
  });
});
