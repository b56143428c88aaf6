import { z } from 'zod';
import { CONTENT_LIMITS, MEDIA_LIMITS, OFFLINE_VIEWS_MAX } from '../limits';
import { MEDIA_NAME_PATTERN, MEDIA_URL_PATTERN } from '../media-names';
import { isPanelLinkUrl, LINK_SCHEMES } from '../panel-content';

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

const title = z.string().trim().min(1, 'Title is required').max(200, 'Title is too long');

/** Flipbook ids are UUIDs in lower case everywhere: an id in any case means the same flipbook. */
const flipbookId = z.uuid({ error: 'id must be a UUID' }).transform((id) => id.toLowerCase());

/** 'Ask readers for their e-mail': the lead form on the shared link and the embed page. */
const leadForm = z.boolean({ error: 'leadForm must be true or false' });

export const createFlipbookInput = z.object({
  id: flipbookId.optional(),
  title,
  panels: panelsInput,
  thumbnail: imageSource.optional(),
  content: flipbookContent.optional(),
  leadForm: leadForm.optional(),
});
/**
 * Without `content`, an edit keeps what its panels had (a client from before content existed);
 * without `leadForm`, the form stays as it was.
 */
export const updateFlipbookInput = z.object({
  title,
  panels: panelsInput,
  thumbnail: imageSource.optional(),
  content: flipbookContent.optional(),
  leadForm: leadForm.optional(),
});
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

export type CreateFlipbookInput = z.infer<typeof createFlipbookInput>;
export type UpdateFlipbookInput = z.infer<typeof updateFlipbookInput>;
export type OfflineViews = z.infer<typeof offlineViewsInput>;

const mediaUrl = z.string().nullable();
/** The server form of a flipbook, as every flipbook reply carries it. */
const flipbookReply = z.object({
  id: z.string(),
  userId: z.string(),
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
  /** Older replies (a cached shared link) have none. */
  content: z.record(z.string(), panelContent).optional(),
  /** Whether the shared link and the embed page ask readers for their e-mail. */
  leadForm: z.boolean().optional(),
});
export type FlipbookReply = z.infer<typeof flipbookReply>;

/** Views on each of the last days (core/view-days.ts), oldest first. */
const dailyViews = z.array(z.object({ day: z.string(), views: z.number() }));
export type DailyViews = z.infer<typeof dailyViews>;

const userAnalytics = z.object({
  totalViews: z.number(),
  viewsByDay: dailyViews,
  liveFlipbooksCount: z.number(),
  deletedFlipbooksCount: z.number(),
  totalCreatedCount: z.number(),
});
export type UserAnalytics = z.infer<typeof userAnalytics>;

const adminFlipbookItem = z.object({
  id: z.string(),
  title: z.string(),
  left: mediaUrl,
  middle: mediaUrl,
  right: mediaUrl,
  createdAt: z.string(),
  views: z.number(),
});
export type AdminFlipbookItem = z.infer<typeof adminFlipbookItem>;

const flipbookStatistics = z.object({
  totalViews: z.number(),
  viewsByDay: dailyViews,
  /** Leads its visitors left, as listed under Leads. */
  leads: z.number(),
});
export type FlipbookStatistics = z.infer<typeof flipbookStatistics>;

const adminAnalytics = z.object({
  totalFlipbooks: z.number(),
  totalViews: z.number(),
  viewsByDay: dailyViews,
  recent: z.array(adminFlipbookItem),
});
export type AdminAnalytics = z.infer<typeof adminAnalytics>;
export const ADMIN_RECENT_COUNT = 5;
