import { type FieldVersions, FLIPBOOK_FIELDS } from '#core/flipbook-fields';
import { PANEL_SLOTS, type PanelSlot, type PanelSlots } from '#core/panel-layout';
import type { FlipbookRecord } from '../flipbooks';

const COLUMN: Record<PanelSlot, string> = {
  left: 'left_panel',
  middle: 'middle_panel',
  right: 'right_panel',
  leftBack: 'left_back',
  middleBack: 'middle_back',
  rightBack: 'right_back',
};
export const MEDIA_COLUMNS = [...Object.values(COLUMN), 'thumbnail'];

export type FlipbookRow = {
  id: string;
  owner_id: string;
  team_id: string | null;
  title: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  views: number;
  thumbnail: string | null;
  content: string;
  panel_order: string;
  versions: string;
  lead_form: number;
  reads_rtl: number;
  layout: string | null;
  /** Null on flipbooks stored before migration 22. */
  changed_by: string | null;
} & Record<string, string | number | null>;

/** Flipbook ids are matched in lower case, whatever case a caller sends. */
export const lower = (id: string) => id.toLowerCase();

/** The slots of a row's media columns. */
export const rowSlots = (row: Record<string, unknown>): PanelSlots<string> =>
  Object.fromEntries(
    PANEL_SLOTS.map((s) => [s, (row[COLUMN[s]] as string | null | undefined) ?? null]),
  ) as PanelSlots<string>;

/**
 * Versions as JSON, fields always in the same order: an update compares the column with what it
 * read, so equal versions must be equal text.
 */
export const versionsJson = (versions: FieldVersions): string =>
  JSON.stringify(
    Object.fromEntries(
      FLIPBOOK_FIELDS.map((f) => [f, { stamp: versions[f].stamp, base: versions[f].base }]),
    ),
  );

export function toRecord(row: FlipbookRow): FlipbookRecord {
  const slots = rowSlots(row);
  return {
    id: row.id,
    ownerId: row.owner_id,
    teamId: row.team_id,
    title: row.title,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    deletedAt: row.deleted_at,
    views: row.views,
    slots,
    // Null only until the start-up backfill has told it (`backfillLayouts`, flipbooks/panel-shape.ts).
    layout: row.layout === 'trifold' ? 'trifold' : 'pages',
    thumbnail: row.thumbnail,
    content: JSON.parse(row.content),
    order: JSON.parse(row.panel_order),
    versions: JSON.parse(row.versions),
    changedBy: row.changed_by === null ? {} : JSON.parse(row.changed_by),
    leadForm: row.lead_form === 1,
    readsRtl: row.reads_rtl === 1,
  };
}

/** The fields a create and an edit both write, as their statements' named parameters. */
export function fieldParams(
  fields: Pick<
    FlipbookRecord,
    | 'title'
    | 'updatedAt'
    | 'content'
    | 'order'
    | 'versions'
    | 'changedBy'
    | 'leadForm'
    | 'readsRtl'
    | 'layout'
    | 'slots'
    | 'thumbnail'
  >,
) {
  return {
    title: fields.title,
    updatedAt: fields.updatedAt,
    content: JSON.stringify(fields.content),
    order: JSON.stringify(fields.order),
    versions: versionsJson(fields.versions),
    changedBy: JSON.stringify(fields.changedBy),
    leadForm: fields.leadForm ? 1 : 0,
    readsRtl: fields.readsRtl ? 1 : 0,
    layout: fields.layout,
    ...Object.fromEntries(PANEL_SLOTS.map((s) => [COLUMN[s], fields.slots[s]])),
    thumbnail: fields.thumbnail,
  };
}
