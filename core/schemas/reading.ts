import { z } from 'zod';
import { isPanelLinkUrl } from '../panel-content';
import { PANEL_SLOTS } from '../panel-layout';
import {
  DEVICE_CLASSES,
  isReferrerOrigin,
  PUBLIC_READING_SOURCES,
  READING_LIMITS,
  READING_SOURCES,
  STAGES,
} from '../reading';
import { EVENT_LIMITS, eventName } from '../reading-events';
import { flipbookIdField } from './flipbook-id';

/** Zod schemas of the reading reports (core/reading.ts, docs/privacy.md). */

const stage = z
  .number()
  .int()
  .min(0)
  .max(STAGES.length - 1, `A stage is 0 to ${STAGES.length - 1}`);
const panel = z
  .number()
  .int()
  .min(0)
  .max(PANEL_SLOTS.length - 1, `A panel is 0 to ${PANEL_SLOTS.length - 1}`);
const seconds = z
  .number()
  .int('Seconds are whole')
  .min(0, 'Seconds cannot be negative')
  .max(READING_LIMITS.maxStepSeconds, `At most ${READING_LIMITS.maxStepSeconds} seconds a step`);

const readingEvent = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('start'),
      layout: z.enum(['stages', 'panels']),
      steps: z.number().int().min(1).max(PANEL_SLOTS.length),
    })
    // A flyer of one page offers one stage (core/brochure.ts brochureStages), a booklet four.
    .refine((e) => e.layout === 'panels' || e.steps <= STAGES.length, {
      error: `The stages layout offers at most ${STAGES.length} steps`,
    }),
  z.object({ type: z.literal('stage'), stage }),
  z.object({ type: z.literal('panel'), panel }),
  z.object({ type: z.literal('stage-time'), stage, seconds }),
  z.object({ type: z.literal('panel-time'), panel, seconds }),
  z.object({ type: z.literal('click'), url: z.string().refine(isPanelLinkUrl, 'Not a link') }),
  z.object({ type: z.literal('zoom') }),
  z.object({ type: z.literal('back') }),
]);

/** An event's name as a kiosk's link carries it: one line, nothing unseen (core/reading-events.ts). */
export const eventField = z
  .string()
  .trim()
  .min(1, 'An event has a name')
  .max(EVENT_LIMITS.maxChars, `An event's name is at most ${EVENT_LIMITS.maxChars} characters`)
  .refine((name) => eventName(name) === name, 'An event’s name is one line of visible text');

const report = {
  session: z.uuid(),
  /** The event whose link the reader opened (or the kiosk's own), counted apart as well. */
  event: eventField.optional(),
  device: z.enum(DEVICE_CLASSES),
  referrer: z
    .string()
    .refine(isReferrerOrigin, 'The referrer is an origin: scheme, host and port')
    .nullable(),
  events: z
    .array(readingEvent)
    .min(1, 'A report holds at least one event')
    .max(READING_LIMITS.maxEvents, `At most ${READING_LIMITS.maxEvents} events a report`)
    .refine((events) => events.filter((e) => e.type === 'start').length <= 1, {
      error: 'A session starts once',
    }),
};

/** What a signed-out page sends by beacon (`POST /api/reading`): the flipbook is in the body. */
export const publicReadingReport = z.object({
  flipbook: flipbookIdField('flipbook'),
  source: z.enum(PUBLIC_READING_SOURCES),
  ...report,
});

/**
 * What the owner's device sends through its outbox (`POST /api/flipbooks/{id}/reading`): any
 * source, and a key so that a replay counts once.
 */
export const ownerReadingReport = z.object({
  key: z.uuid(),
  source: z.enum(READING_SOURCES),
  ...report,
});

const readingReport = z.object({ source: z.enum(READING_SOURCES), ...report });
/** A report as the viewer records it and the server counts it (the flipbook aside). */
export type ReadingReport = z.infer<typeof readingReport>;
export type ReadingEvent = ReadingReport['events'][number];
