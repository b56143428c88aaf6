import { describe, expect, it } from 'vitest';
import { nextStamp, STAMP_PATTERN } from '#core/edit-stamps';
import type { FlipbookField } from '#core/flipbook-fields';
import { slotsFromSides } from '#core/panel-layout';
import type { LocalFlipbook } from '../db';
import { newFields, pendingFields, stampEdit } from './fields';

const NOW = Date.UTC(2026, 10, 1);

const flipbook = (fields: LocalFlipbook['fields']): LocalFlipbook => ({
  id: 'b1',
  ownerId: 'u1',
  title: 'Menu',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  views: 0,
  layout: 'pages',
  slots: slotsFromSides(['a.png'], []),
  thumbnail: null,
  onServer: true,
  fields,
});

describe('the fields of a flipbook on this device', () => {
  it('stamps each edit with a node the server accepts', () => {
    for (const field of Object.values(newFields(NOW))) expect(field?.stamp).toMatch(STAMP_PATTERN);
  });

  it('finds no edit waiting on a flipbook stored before fields had versions', () => {
    expect(pendingFields(flipbook(undefined))).toEqual([]);
  });

  it('stamps an edit after the stamps a flipbook holds, even when it lacks some fields', () => {
    const later = nextStamp([], NOW + 60_000, 'other');
    const fields = stampEdit<FlipbookField>({ title: { stamp: later } }, ['order'], NOW);
    expect(fields.order?.stamp && fields.order.stamp > later).toBe(true);
    expect(fields.order?.base).toBeNull();
    expect(pendingFields(flipbook(fields))).toEqual(['order']);
  });
});
