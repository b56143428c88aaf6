import { z } from 'zod';
import { MEDIA_LIMITS, OFFLINE_VIEWS_MAX } from '../limits';
import { MEDIA_URL_PATTERN } from '../media-names';

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

const title = z.string().trim().min(1, 'Title is required').max(200, 'Title is too long');

/** Flipbook ids are UUIDs in lower case everywhere: an id in any case means the same flipbook. */
const flipbookId = z.uuid({ error: 'id must be a UUID' }).transform((id) => id.toLowerCase());

export const createFlipbookInput = z.object({
  id: flipbookId.optional(),
  title,
  panels: panelsInput,
  thumbnail: imageSource.optional(),
});
export const updateFlipbookInput = z.object({
  title,
  panels: panelsInput,
  thumbnail: imageSource.optional(),
});
export const offlineViewsInput = z.object({
  count: z.number().int().min(1).max(OFFLINE_VIEWS_MAX),
  key: z.uuid(),
});
export const flipbookIdParam = flipbookId;

export type CreateFlipbookInput = z.infer<typeof createFlipbookInput>;
export type UpdateFlipbookInput = z.infer<typeof updateFlipbookInput>;

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

const flipbookStatistics = z.object({ totalViews: z.number(), viewsByDay: dailyViews });
export type FlipbookStatistics = z.infer<typeof flipbookStatistics>;

const adminAnalytics = z.object({
  totalFlipbooks: z.number(),
  totalViews: z.number(),
  viewsByDay: dailyViews,
  recent: z.array(adminFlipbookItem),
});
export type AdminAnalytics = z.infer<typeof adminAnalytics>;
export const ADMIN_RECENT_COUNT = 5;
