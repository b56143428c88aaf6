import { z } from 'zod';
import { FLIPBOOK_LAYOUTS } from '../brochure';
import { FLIPBOOK_FIELDS, type FlipbookField, type ReplacedField } from '../flipbook-fields';
import { unseenProblem } from '../human-text';
import { CONTENT_LIMITS, MEDIA_LIMITS, OFFLINE_VIEWS_MAX } from '../limits';
import { MEDIA_NAME_PATTERN, MEDIA_URL_PATTERN } from '../media-names';
import { isPanelLinkUrl, LINK_SCHEMES } from '../panel-content';
import { PANEL_SLOTS, slotsFromSides } from '../panel-layout';
import { fitsOrder, type PanelOrder } from '../panel-order';
import type { ReadingSummary } from '../reading-counts';
import { STATISTICS_PERIODS } from '../view-days';
import { fieldEdit, fieldVersion, stamp } from './field-edits';
import { flipbookIdField } from './flipbook-id';
import { eventField } from './reading';

/** Zod schemas of the flipbook calls (docs/product-rules.md, "Panels and media"). */

/**
 * Only a bound against absurd strings: the server checks each image's exact bytes (3 MB → 413),
 * type and size after decoding.
 */
const MAX_IMAGE_SOURCE_CHARS = Math.ceil((MEDIA_LIMITS.maxRequestBytes * 4) / 3) + 64;

export const imageSource = z
  .string()
  .max(MAX_IMAGE_SOURCE_CHARS, 'Image is too large')
  .refine((s) => s.startsWith('data:') || MEDIA_URL_PATTERN.test(s), {
    error: 'Each image must be a data URL or a /media/ URL',
  });

/**
 * A request may carry 6 images a side; a flipbook has 3 slots a side. The server
 * checks every image sent and stores those that fill a slot.
 */
const panelList = z
  .array(imageSource)
  .max(MEDIA_LIMITS.maxPanelsPerSide, `At most ${MEDIA_LIMITS.maxPanelsPerSide} images a side`);
const panelsInput = z.object({ front: panelList, back: panelList });

const fraction = z.number().min(0).max(1);
const panelLink = z
  .object({
    url: z
      .string()
      .max(
        CONTENT_LIMITS.maxUrlChars,
        `A link may be at most ${CONTENT_LIMITS.maxUrlChars.toLocaleString('en')} characters`,
      )
      .refine(isPanelLinkUrl, {
        error: `Links must be ${LINK_SCHEMES.map((s) => s.slice(0, -1)).join(', ')} addresses`,
      }),
    x: fraction,
    y: fraction,
    width: fraction.positive(),
    height: fraction.positive(),
  })
  .refine((link) => link.x + link.width <= 1 && link.y + link.height <= 1, {
    error: 'A link must lie inside its panel',
  });
const panelContent = z.object({
  text: z
    .string()
    .max(
      CONTENT_LIMITS.maxTextChars,
      `A panel's text may be at most ${CONTENT_LIMITS.maxTextChars.toLocaleString('en')} characters`,
    ),
  links: z
    .array(panelLink)
    .max(
      CONTENT_LIMITS.maxLinksPerPanel,
      `At most ${CONTENT_LIMITS.maxLinksPerPanel} links a panel`,
    ),
});
/**
 * The text and links of each panel, by the name of its image (`<sha256>.<ext>`, as both sides
 * name the bytes): content for an image the flipbook does not show is dropped.
 */
const flipbookContent = z
  .record(z.string(), panelContent)
  // Checked here rather than by a key schema, whose message zod replaces with its own.
  .refine((content) => Object.keys(content).every((key) => MEDIA_NAME_PATTERN.test(key)), {
    error: 'Content is keyed by the name of a panel image',
  })
  .refine((content) => Object.keys(content).length <= MEDIA_LIMITS.maxPanelsPerSide * 2, {
    error: 'Content for more panels than a flipbook has',
  });

const title = z
  .string()
  .trim()
  .min(1, 'Title is required')
  .max(200, 'Title is too long')
  .refine((t) => unseenProblem('A title', t) === null, {
    error: (issue) => unseenProblem('A title', String(issue.input)) ?? 'Title is not valid',
  });

/** Flipbook ids are UUIDs in lower case everywhere: an id in any case means the same flipbook. */
const flipbookId = flipbookIdField('id');

/** 'Ask readers for their e-mail': the lead form on the shared link and the embed page. */
const leadForm = z.boolean({ error: 'leadForm must be true or false' });

/** 'Reads right to left' (docs/product-rules.md, "Right-to-left brochures"). */
const readsRtl = z.boolean({ error: 'readsRtl must be true or false' });

/**
 * How the panels were made (core/brochure.ts), which decides the cover; it travels with the
 * panels. Without it, the server tells it by the first panel's shape.
 */
const layout = z.enum(FLIPBOOK_LAYOUTS, { error: "layout must be 'trifold' or 'pages'" });

/** Which panel each slot shows (core/panel-order.ts): each of the panels once. */
const slotIndex = z.number().int().min(0).max(5).nullable();
const panelOrder = z
  .object({
    left: slotIndex,
    middle: slotIndex,
    right: slotIndex,
    leftBack: slotIndex,
    middleBack: slotIndex,
    rightBack: slotIndex,
  })
  .refine((order) => fitsOrder(order, Object.values(order).filter((i) => i !== null).length), {
    error: 'The page order must show each panel once',
  });

/** Whether the order fills exactly the slots the sent panels fill. */
const ordersSlots = (order: PanelOrder, panels: { front: string[]; back: string[] }) => {
  const slots = slotsFromSides(panels.front, panels.back);
  return PANEL_SLOTS.every((slot) => (order[slot] === null) === (slots[slot] === null));
};

/** A device from before `readsRtl` sends no stamp for it: the server stamps it itself. */
const fieldStamps = z.object({
  title: stamp,
  order: stamp,
  panels: stamp,
  leadForm: stamp,
  readsRtl: stamp.optional(),
});

export const createFlipbookInput = z
  .object({
    id: flipbookId.optional(),
    title,
    panels: panelsInput,
    layout: layout.optional(),
    thumbnail: imageSource.optional(),
    content: flipbookContent.optional(),
    leadForm: leadForm.optional(),
    readsRtl: readsRtl.optional(),
    /** The order the panels (as sent, in their slots) were made in; without it, the slots' own. */
    order: panelOrder.optional(),
    /** When the device made each field; without them, the server stamps the create itself. */
    stamps: fieldStamps.optional(),
    /** The team library it goes in (docs/teams.md); without one, the creator's own. */
    teamId: flipbookIdField('teamId').optional(),
  })
  .refine((input) => !input.order || ordersSlots(input.order, input.panels), {
    error: 'The page order must show each panel once',
    path: ['order'],
  });
/**
 * The product spec's edit: every field at once, the last writer wins. Without `content`, an edit
 * keeps what its panels had (a client from before content existed); without `leadForm`, the form
 * stays as it was, without `readsRtl` the direction.
 */
export const updateFlipbookInput = z.object({
  title,
  panels: panelsInput,
  layout: layout.optional(),
  thumbnail: imageSource.optional(),
  content: flipbookContent.optional(),
  leadForm: leadForm.optional(),
  readsRtl: readsRtl.optional(),
});

/** New panels: the images in the order they were made, then their thumbnail, text and links. */
const panelsEdit = z.object({
  images: z.array(imageSource).max(PANEL_SLOTS.length, `At most ${PANEL_SLOTS.length} panels`),
  layout: layout.optional(),
  thumbnail: imageSource.optional(),
  content: flipbookContent.optional(),
});
/** An edit of the fields that changed only, each with the version it was made on. */
const fieldUpdateInput = z.object({
  edits: z
    .object({
      title: fieldEdit(title).optional(),
      order: fieldEdit(panelOrder).optional(),
      panels: fieldEdit(panelsEdit).optional(),
      leadForm: fieldEdit(leadForm).optional(),
      readsRtl: fieldEdit(readsRtl).optional(),
    })
    .refine((edits) => Object.values(edits).some((edit) => edit !== undefined), {
      error: 'An edit changes at least one field',
    }),
});

/** The schema of an update body: the field form when it names its edits. */
export const updateSchemaFor = (body: unknown) =>
  typeof body === 'object' && body !== null && 'edits' in body
    ? fieldUpdateInput
    : updateFlipbookInput;
/**
 * Where views counted on a device came from: absent for the creator's own presenting, 'event' for
 * an event kiosk's visitors (reader analytics counts them apart).
 */
const OFFLINE_VIEW_SOURCES = ['event'] as const;
export type OfflineViewSource = (typeof OFFLINE_VIEW_SOURCES)[number];

export const offlineViewsInput = z.object({
  count: z.number().int().min(1).max(OFFLINE_VIEWS_MAX),
  key: z.uuid(),
  source: z.enum(OFFLINE_VIEW_SOURCES, { error: "must be 'event'" }).optional(),
});
export const flipbookIdParam = flipbookId;

/** Which library GET /api/flipbooks/my lists: a team's (`?team=<id>`), or the caller's own. */
export const libraryQuery = z.object({ team: flipbookIdField('team').optional() });

export type CreateFlipbookInput = z.infer<typeof createFlipbookInput>;
export type UpdateFlipbookInput = z.infer<typeof updateFlipbookInput>;
export type FieldUpdateInput = z.infer<typeof fieldUpdateInput>;
export type OfflineViews = z.infer<typeof offlineViewsInput>;

const mediaUrl = z.string().nullable();
/**
 * The public form of a flipbook (its view, a shared link's inline copy): nothing of its owner, so
 * no one can tell which flipbooks one account made.
 */
const publicFlipbookReply = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  views: z.number(),
  url: z.string(),
  left: mediaUrl,
  middle: mediaUrl,
  right: mediaUrl,
  leftBack: mediaUrl,
  middleBack: mediaUrl,
  rightBack: mediaUrl,
  thumbnail: mediaUrl,
  /** How the panels were made; older replies (a cached shared link) have none: read as pages. */
  layout: layout.optional(),
  /** Older replies (a cached shared link) have none. */
  content: z.record(z.string(), panelContent).optional(),
  /** Whether the shared link and the embed page ask readers for their e-mail. */
  leadForm: z.boolean().optional(),
  /** Whether it reads right to left; older replies (a cached shared link) have none: false. */
  readsRtl: z.boolean().optional(),
  /**
   * Said only to the flipbook's owner, signed in where they opened it: their own look, which
   * counts no view and no reading (no one else learns whose a flipbook is).
   */
  ownView: z.literal(true).optional(),
  /** Which panel each slot shows, and each field's version; older replies have neither. */
  order: panelOrder.optional(),
  versions: z
    .object({
      title: fieldVersion,
      order: fieldVersion,
      panels: fieldVersion,
      leadForm: fieldVersion,
      /** Older replies have none. */
      readsRtl: fieldVersion.optional(),
    })
    .optional(),
});
export type PublicFlipbookReply = z.infer<typeof publicFlipbookReply>;
/** A person who changed a field: their account and their display name. */
const changer = z.object({ userId: z.string(), name: z.string() });
/**
 * Who made the value each field holds (docs/teams.md, "Who changed it"); a field is absent when
 * nothing was recorded (stored before, or its changer's account is gone).
 */
const changedBy = z.partialRecord(z.enum(FLIPBOOK_FIELDS), changer);
export type ChangedBy = z.infer<typeof changedBy>;

/**
 * The owner's form (its own list, the replies to its creates and edits) also names the owner, and
 * who changed each field: never the public form, so a shared link does not tell who made it.
 */
const flipbookReply = publicFlipbookReply.extend({
  userId: z.string(),
  /** The team library it is in, null for a personal one; older replies have none. */
  teamId: z.string().nullable().optional(),
  /** Absent when nothing was recorded (older replies, flipbooks stored before). */
  changedBy: changedBy.optional(),
});
export type FlipbookReply = z.infer<typeof flipbookReply>;

/**
 * The reply to an update: the flipbook as stored, the fields the server kept its own of, and those
 * whose edit it applied over a value the edit was not made on (with that value's stamp).
 */
export type UpdateReply = FlipbookReply & { kept: FlipbookField[]; replaced: ReplacedField[] };

/** Views on each of the last days (core/view-days.ts), oldest first. */
const dailyViews = z.array(z.object({ day: z.string(), views: z.number() }));
export type DailyViews = z.infer<typeof dailyViews>;

/** Unique readers on each of the last days, oldest first. */
const dailyReaders = z.array(z.object({ day: z.string(), readers: z.number() }));
export type DailyReaders = z.infer<typeof dailyReaders>;

const userAnalytics = z.object({
  totalViews: z.number(),
  viewsByDay: dailyViews,
  /** Unique readers of the last 30 days, each day's added up, across the live flipbooks. */
  uniqueReaders: z.number(),
  /** The share of the steps on offer that their sessions reached (0 to 1), null without any. */
  averageReadDepth: z.number().nullable(),
  liveFlipbooksCount: z.number(),
  deletedFlipbooksCount: z.number(),
  totalCreatedCount: z.number(),
});
export type UserAnalytics = z.infer<typeof userAnalytics>;

/**
 * Whose flipbooks the profile's analytics sum: everything the caller made, a team library's
 * (`?team=<id>`), or the part of it one member made (`&member=<userId>`).
 */
export const analyticsQuery = z
  .object({
    team: flipbookIdField('team').optional(),
    member: flipbookIdField('member').optional(),
  })
  .refine((query) => query.member === undefined || query.team !== undefined, {
    error: 'member needs a team',
    path: ['member'],
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;

const adminFlipbookItem = z.object({
  id: z.string(),
  title: z.string(),
  left: mediaUrl,
  middle: mediaUrl,
  right: mediaUrl,
  /** The image that stands for it: its cover (core/brochure.ts). */
  cover: mediaUrl,
  createdAt: z.string(),
  views: z.number(),
});
export type AdminFlipbookItem = z.infer<typeof adminFlipbookItem>;

/** `?days=` of a flipbook's statistics: 30 (the default) or 90; `?event=` one event's alone. */
export const statisticsQuery = z.object({
  days: z.coerce
    .number()
    .pipe(z.literal(STATISTICS_PERIODS, { error: `days is ${STATISTICS_PERIODS.join(' or ')}` }))
    .default(STATISTICS_PERIODS[0]),
  event: eventField.optional(),
});

const flipbookStatistics = z.object({
  totalViews: z.number(),
  /** The period's days, oldest first. */
  viewsByDay: dailyViews,
  readersByDay: dailyReaders,
  /** Leads its visitors left, as listed under Leads. */
  leads: z.number(),
  /** The events the period counted apart, by name, for the filter. */
  events: z.array(z.string()),
  /** The event shown alone, or null for all. */
  event: z.string().nullable(),
  /** An event's views and sessions by UTC hour (the hour's start, ISO), the hours with any. */
  byHour: z.array(z.object({ hour: z.string(), views: z.number(), sessions: z.number() })),
});
export type FlipbookStatistics = z.infer<typeof flipbookStatistics> & { reading: ReadingSummary };

const adminAnalytics = z.object({
  totalFlipbooks: z.number(),
  totalViews: z.number(),
  viewsByDay: dailyViews,
  /** Unique readers of the last 30 days, each day's added up, across every live flipbook. */
  uniqueReaders: z.number(),
  recent: z.array(adminFlipbookItem),
  /** How many teams there are (docs/teams.md). */
  teams: z.number(),
});
export type AdminAnalytics = z.infer<typeof adminAnalytics>;
export const ADMIN_RECENT_COUNT = 5;
