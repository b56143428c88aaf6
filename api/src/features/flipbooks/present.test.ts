import crypto from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storedFlipbook } from '#api-test/stored-flipbook';
import { slotsFromSides } from '#core/panel-layout';
import type { FlipbookRecord } from '../../store/flipbooks';
import { publicViewJson, toPublicView } from './present';

const PANEL = `${'a'.repeat(64)}.jpg`;

const record = (title: string, text: string): FlipbookRecord =>
  storedFlipbook(crypto.randomUUID(), {
    title,
    createdAt: '2026-11-27T10:00:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
    views: 40,
    slots: slotsFromSides([PANEL], []),
    content: { [PANEL]: { text, links: [] } },
  });

const text = fc.string({ unit: 'binary' });

describe("a view's public form as JSON", () => {
  it('reads back as the public form with its length in bytes, whatever the title and text hold, for each count of one write', () => {
    fc.assert(
      // Any characters, not only ASCII: the length in bytes is no count of characters.
      fc.property(text, text, fc.nat(), (title, text, views) => {
        const flipbook = record(title, text);
        for (const view of [views, views + 1].map((n) => ({ flipbook, views: n }))) {
          const { json, bytes } = publicViewJson(view, 'https://flip.example.com');
          expect(JSON.parse(json)).toEqual(toPublicView(view, 'https://flip.example.com'));
          expect(bytes).toBe(Buffer.byteLength(json));
          expect(json).not.toContain(flipbook.ownerId);
        }
      }),
    );
  });
});
