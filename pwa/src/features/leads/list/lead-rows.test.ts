import { describe, expect, it } from 'vitest';
import type { LeadItem } from '#core/schemas/leads';
import { filterQuery, leadFilter, leadRows, NO_FILTER, type WaitingLead } from './lead-rows';

const server = (over: Partial<LeadItem>): LeadItem => ({
  id: 's1',
  flipbookId: 'b1',
  flipbookTitle: 'Menu',
  email: 'a@example.com',
  name: null,
  company: null,
  note: null,
  source: 'link',
  event: null,
  device: null,
  capturedAt: '2026-03-02T10:00:00.000Z',
  notMailed: null,
  staffNote: null,
  rating: null,
  tags: [],
  staffStamps: {},
  ...over,
});
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
});
