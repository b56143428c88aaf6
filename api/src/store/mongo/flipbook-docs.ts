import { type Model, Schema } from 'mongoose';
import type { FieldChangers } from '#core/flipbook-changers';
import { versionsAt, withAllVersions } from '#core/flipbook-fields';
import type { FlipbookContent, PanelContent } from '#core/panel-content';
import { PANEL_SLOTS } from '#core/panel-layout';
import { type PanelOrder, slotOrder } from '#core/panel-order';
import type { OfflineViewSource } from '#core/schemas/flipbooks';
import type { FlipbookRecord, MadeScope } from '../flipbooks';

const slotFields = Object.fromEntries(PANEL_SLOTS.map((s) => [s, { type: String, default: null }]));
export const flipbookSchema = new Schema(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true },
    /** A team library's id; absent on documents from before the team library (personal ones). */
    teamId: { type: String, default: null },
    title: { type: String, required: true },
    createdAt: { type: String, required: true },
    updatedAt: { type: String, required: true },
    deletedAt: { type: String, default: null },
    views: { type: Number, required: true, default: 0 },
    slots: slotFields,
    thumbnail: { type: String, default: null },
    /** 'trifold' or 'pages'; absent on documents from before, until the start-up backfill. */
    layout: { type: String },
    /** The panels' text and links as a list: an image's name has a dot, which a key must not. */
    content: { type: Schema.Types.Mixed, default: [] },
    /** Which panel each slot shows, and each field's version; absent on documents from before. */
    order: { type: Schema.Types.Mixed },
    versions: { type: Schema.Types.Mixed },
    /** Who made each field's value, by user id; absent on documents from before it was recorded. */
    changedBy: { type: Schema.Types.Mixed },
    leadForm: { type: Boolean, default: false },
    readsRtl: { type: Boolean, default: false },
    // Keys of offline views already counted, as fields (`viewKeys.<uuid>: true`, or the views'
    // source such as 'event'): a field can be tested and set in one update with $exists/$set,
    // which every MongoDB and the emulator have.
    viewKeys: { type: Schema.Types.Mixed },
    /** Views per UTC day (`viewDays.<YYYY-MM-DD>: n`), counted in the same update as the total. */
    viewDays: { type: Schema.Types.Mixed },
    /** The UTC day of the latest offline views, and how many that day brought. */
    offlineDay: { type: String, default: null },
    offlineDayCount: { type: Number, default: 0 },
  },
  { versionKey: false },
);
flipbookSchema.index({ ownerId: 1, createdAt: -1 });
flipbookSchema.index({ deletedAt: 1, createdAt: -1 });
flipbookSchema.index({ teamId: 1, deletedAt: 1, createdAt: -1 });

type StoredContent = PanelContent & { name: string };
export type FlipbookDoc = Omit<
  FlipbookRecord,
  | 'id'
  | 'teamId'
  | 'content'
  | 'leadForm'
  | 'readsRtl'
  | 'order'
  | 'versions'
  | 'changedBy'
  | 'layout'
> & {
  _id: string;
  teamId?: string | null;
  layout?: FlipbookRecord['layout'];
  content?: StoredContent[];
  leadForm?: boolean;
  readsRtl?: boolean;
  order?: PanelOrder;
  /** Without `readsRtl` on documents from before it (core withAllVersions). */
  versions?: Parameters<typeof withAllVersions>[0];
  changedBy?: FieldChangers;
  viewKeys?: Record<string, true | OfflineViewSource>;
  viewDays?: Record<string, number>;
  offlineDay?: string | null;
  offlineDayCount?: number;
};
export const toRecord = ({
  _id,
  viewKeys: _keys,
  viewDays: _days,
  offlineDay: _day,
  offlineDayCount: _dayCount,
  content,
  order,
  leadForm,
  readsRtl,
  versions,
  changedBy,
  layout,
  teamId,
  ...rest
}: FlipbookDoc): FlipbookRecord => ({
  id: _id,
  ...rest,
  teamId: teamId ?? null,
  // Absent only until the start-up backfill has told it (`backfillLayouts`, flipbooks/panel-shape.ts).
  layout: layout === 'trifold' ? 'trifold' : 'pages',
  content: Object.fromEntries((content ?? []).map(({ name, ...panel }) => [name, panel])),
  // Flipbooks stored before the lead form existed have no field.
  leadForm: leadForm === true,
  readsRtl: readsRtl === true,
  // A document from before field versions: its slots in their own order, each field as old as
  // its last change. The first edit writes both.
  order: order ?? slotOrder(rest.slots),
  versions: versions ? withAllVersions(versions) : versionsAt(rest.updatedAt),
  changedBy: changedBy ?? {},
});
export const toStored = (content: FlipbookContent): StoredContent[] =>
  Object.entries(content).map(([name, panel]) => ({ name, ...panel }));
/** A projection that leaves out what only the store reads: the view keys and counts. */
export const NO_KEYS = { viewKeys: 0, viewDays: 0, offlineDay: 0, offlineDayCount: 0 } as const;
/** Flipbook ids are matched in lower case, whatever case a caller sends. */
export const lower = (id: string) => id.toLowerCase();
export const LIVE = { deletedAt: null };

/** The flipbooks of a scope: one person made, a team library holds, or a member made in it. */
export const madeFilter = (scope: MadeScope): Record<string, string> =>
  'teamId' in scope
    ? { teamId: scope.teamId, ...(scope.ownerId === undefined ? {} : { ownerId: scope.ownerId }) }
    : { ownerId: scope.ownerId };

export type FlipbookModel = Model<FlipbookDoc>;
