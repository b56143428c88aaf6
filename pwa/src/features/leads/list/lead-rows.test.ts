import { describe, expect, it } from 'vitest';
import type { LeadItem } from '#core/schemas/leads';
import { leadRow } from './lead-row-fixture';
import {
  capturerChoices,
  filterQuery,
  leadFilter,
  leadRows,
  leadScope,
  NO_FILTER,
  type WaitingLead,
  waitingInLibrary,
} from './lead-rows';

/** A lead of the server's list: a shared link's on 'Menu'. */
function server(over: Partial<LeadItem>): LeadItem {
  const { waiting: _, ...item } = leadRow({
    ...{ id: 's1', flipbookTitle: 'Menu', email: 'a@example.com', source: 'link', event: null },
    ...over,
  });
  return item;
}
const waiting = (over: Partial<WaitingLead>): WaitingLead => ({
  id: 'w1',
  ownerId: 'u1',
  flipbookId: 'b1',
  flipbookTitle: 'Menu',
  email: 'w@example.com',
  name: null,
  company: null,
  note: null,
  capturedAt: '2026-03-03T10:00:00.000Z',
  sent: false,
  failure: null,
  ...over,
});

describe('the rows of the Leads page', () => {
  it('shows the server’s leads and those waiting on this device, newest first, marked', () => {
    const rows = leadRows(
      [server({ id: 's1' }), server({ id: 's2', capturedAt: '2026-03-04T00:00:00.000Z' })],
      [waiting({ id: 'w1' })],
      {},
    );
    expect(rows.map((r) => [r.id, r.waiting])).toEqual([
      ['s2', null],
      ['w1', { sent: false, failure: null }],
      ['s1', null],
    ]);
    expect(rows[1]).toMatchObject({ source: 'kiosk', flipbookTitle: 'Menu' });
  });

  it('shows the staff notes edited here over the server’s, field by field, on both kinds of lead', () => {
    const later = '000000000009000.00000.here';
    const notes = new Map([
      [
        's1',
        {
          leadId: 's1',
          ownerId: 'u1',
          flipbookId: 'b1',
          email: '',
          flipbookTitle: '',
          edits: { rating: { value: 'hot' as const, stamp: later } },
        },
      ],
      [
        'w1',
        {
          leadId: 'w1',
          ownerId: 'u1',
          flipbookId: 'b1',
          email: '',
          flipbookTitle: '',
          edits: { tags: { value: ['booth'], stamp: later } },
        },
      ],
    ]);
    const onServer = server({
      id: 's1',
      staffNote: 'Met at lunch',
      rating: 'cold',
      staffStamps: { rating: '000000000001000.00000.x' },
    });
    const rows = leadRows([onServer], [waiting({ id: 'w1' })], {}, notes);
    expect(rows.map((r) => [r.id, r.staffNote, r.rating, r.tags])).toEqual([
      ['w1', null, null, ['booth']],
      ['s1', 'Met at lunch', 'hot', []],
    ]);
  });

  it('lists a lead once when the server already has what this device still holds', () => {
    expect(leadRows([server({ id: 'x' })], [waiting({ id: 'x' })], {})).toHaveLength(1);
  });

  it('filters both by flipbook and by day, the last day included', () => {
    const filter = leadFilter({
      ...NO_FILTER,
      flipbookId: 'b1',
      from: '2026-03-02',
      to: '2026-03-02',
    });
    // Noon on this device's clock, whatever its time zone.
    const noon = (day: string) => new Date(`${day}T12:00:00`).toISOString();
    const rows = leadRows(
      [
        server({ id: 'in', capturedAt: noon('2026-03-02') }),
        server({ id: 'other', flipbookId: 'b2', capturedAt: noon('2026-03-02') }),
      ],
      [waiting({ id: 'later', capturedAt: noon('2026-03-03') })],
      filter,
    );
    expect(rows.map((r) => r.id)).toEqual(['in']);
    expect(filterQuery(filter)).toBe(
      `?flipbookId=b1&from=${encodeURIComponent(filter.from ?? '')}&to=${encodeURIComponent(filter.to ?? '')}`,
    );
    expect(filterQuery(leadFilter(NO_FILTER))).toBe('');
  });

  it('filters this device’s waiting leads by their event and place, and searches them as the server does', () => {
    const rows = (fields: Partial<typeof NO_FILTER>) =>
      leadRows(
        [server({ id: 'link', email: 'bob@example.com' })],
        [
          waiting({ id: 'fair', event: 'Spring Fair', device: 'Tablet 2', company: 'Nordlys' }),
          // Left before leads carried their event.
          waiting({ id: 'old' }),
        ],
        leadFilter({ ...NO_FILTER, ...fields }),
      ).map((r) => r.id);
    expect(rows({ event: 'Spring Fair' })).toEqual(['fair']);
    expect(rows({ source: 'kiosk' }).sort()).toEqual(['fair', 'old']);
    expect(rows({ source: 'link' })).toEqual(['link']);
    expect(rows({ search: '  NORDLYS ' })).toEqual(['fair']);
    expect(rows({ search: 'bob', source: 'kiosk' })).toEqual([]);
    expect(rows({ source: 'fax' }).sort()).toEqual(['fair', 'link', 'old']);
    expect(leadRows([], [waiting({ id: 'old' })], {})[0]).toMatchObject({
      event: null,
      device: null,
    });
    expect(filterQuery(leadFilter({ ...NO_FILTER, event: 'Spring Fair', search: 'a&b' }))).toBe(
      '?event=Spring%20Fair&search=a%26b',
    );
  });

  it('lists a team’s leads, or one member’s captures, and shows this device’s waiting ones as the signed-in member’s', () => {
    const me = { userId: 'u-pia', name: 'Pia' };
    const eve = { userId: 'u-eve', name: 'Eve' };
    const rows = (scope: ReturnType<typeof leadScope>) =>
      leadRows([server({ id: 's1', capturedBy: eve })], [waiting({ id: 'w1' })], {}, new Map(), {
        me,
        scope,
      });
    expect(rows(leadScope('t1', NO_FILTER)).map((r) => [r.id, r.capturedBy])).toEqual([
      ['w1', me],
      ['s1', eve],
    ]);
    // The server narrows its own; this device's leads are the signed-in member's captures.
    const evesOnly = leadScope('t1', { member: 'u-eve' });
    expect(rows(evesOnly).map((r) => r.id)).toEqual(['s1']);
    expect(rows(leadScope('t1', { member: 'u-pia' })).map((r) => r.id)).toEqual(['w1', 's1']);
    expect(rows(evesOnly)[0]?.sentAfterRemoval).toBe(false);
  });

  it('asks for a team’s leads by its id and a member’s by theirs, and for the person’s own with neither', () => {
    expect(leadScope(null, { member: 'u-eve' })).toEqual({});
    expect(leadScope('t1', NO_FILTER)).toEqual({ team: 't1' });
    const scope = leadScope('t1', { member: 'u-eve' });
    expect(scope).toEqual({ team: 't1', member: 'u-eve' });
    expect(filterQuery(leadFilter({ ...NO_FILTER, event: 'Fair' }), scope)).toBe(
      '?team=t1&member=u-eve&event=Fair',
    );
    expect(filterQuery({}, {})).toBe('');
  });

  it('shows this device’s waiting leads in the library of their flipbook', () => {
    const leads = [
      waiting({ id: 'own', flipbookId: 'b1' }),
      waiting({ id: 'team', flipbookId: 'b2' }),
    ];
    const libraryOf = new Map([['b2', 'u1/t1']]);
    const ids = (key: string) =>
      waitingInLibrary(leads, libraryOf, { key, userId: 'u1' }).map((l) => l.id);
    expect(ids('u1')).toEqual(['own']);
    expect(ids('u1/t1')).toEqual(['team']);
    expect(ids('u1/t2')).toEqual([]);
  });

  it('offers the team’s members to narrow to, then anyone else a lead names, each once', () => {
    const members = [
      { userId: 'u-olga', name: 'Olga' },
      { userId: 'u-pia', name: 'Pia' },
    ];
    const leads = [
      { capturedBy: { userId: 'u-pia', name: 'Pia' } },
      { capturedBy: { userId: 'u-sam', name: 'Sam' } },
      { capturedBy: { userId: 'u-sam', name: 'Sam' } },
      { capturedBy: null },
    ];
    expect(capturerChoices(members, leads)).toEqual([...members, { userId: 'u-sam', name: 'Sam' }]);
  });
});
