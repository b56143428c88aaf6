import type Database from 'better-sqlite3';
import { type FieldVersions, FLIPBOOK_FIELDS } from '#core/flipbook-fields';
import { PANEL_SLOTS, type PanelSlot, type PanelSlots } from '#core/panel-layout';
import {
  type CountedView,
  type DailyViewBound,
  type FlipbookRecord,
  type FlipbookStore,
  MissingOwnerError,
} from '../flipbooks';

const COLUMN: Record<PanelSlot, string> = {
  left: 'left_panel',
  middle: 'middle_panel',
  right: 'right_panel',
  leftBack: 'left_back',
  middleBack: 'middle_back',
  rightBack: 'right_back',
};
const MEDIA_COLUMNS = [...Object.values(COLUMN), 'thumbnail'];

/** Live flipbooks that use a medium, one lookup per media column (see `mediaInUse`). */
const usedBy = (where: (column: string) => string) =>
  MEDIA_COLUMNS.map(
    (c) => `SELECT ${c} AS name FROM flipbooks WHERE deleted_at IS NULL AND ${where(c)}`,
  ).join(' UNION ');

/** Whether a live flipbook uses `@name`; each column's partial index answers it (migration 6). */
export const MEDIA_USED_SQL = `${usedBy((c) => `${c} = @name`)} LIMIT 1`;

type FlipbookRow = {
  id: string;
  owner_id: string;
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
  layout: string | null;
} & Record<string, string | number | null>;

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

function toRecord(row: FlipbookRow): FlipbookRecord {
  const slots = rowSlots(row);
  return {
    id: row.id,
    ownerId: row.owner_id,
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
    leadForm: row.lead_form === 1,
  };
}

function slotParams(record: Pick<FlipbookRecord, 'slots' | 'thumbnail'>) {
  return {
    ...Object.fromEntries(PANEL_SLOTS.map((s) => [COLUMN[s], record.slots[s]])),
    thumbnail: record.thumbnail,
  };
}

/**
 * `viewsDb` is a second connection with synchronous=NORMAL: a view must survive a crash of the
 * process (WAL keeps it) but need not wait for an fsync, unlike account data.
 */
export function sqliteFlipbookStore(
  db: Database.Database,
  viewsDb: Database.Database,
): FlipbookStore {
  const insert = db.prepare(
    `INSERT INTO flipbooks (id, owner_id, title, created_at, updated_at, deleted_at, views, content, lead_form, panel_order, versions, layout, ${MEDIA_COLUMNS.join(', ')})
     VALUES (@id, @ownerId, @title, @createdAt, @updatedAt, NULL, 0, @content, @leadForm, @order, @versions, @layout, ${MEDIA_COLUMNS.map((c) => `@${c}`).join(', ')})
     ON CONFLICT (id) DO NOTHING`,
  );
  const get = db.prepare<[string], FlipbookRow>('SELECT * FROM flipbooks WHERE id = ?');
  const byOwner = db.prepare<[string], FlipbookRow>(
    'SELECT * FROM flipbooks WHERE owner_id = ? AND deleted_at IS NULL ORDER BY created_at DESC, id',
  );
  const all = db.prepare<[number], FlipbookRow>(
    'SELECT * FROM flipbooks WHERE deleted_at IS NULL ORDER BY created_at DESC, id LIMIT ?',
  );
  const update = db.prepare(
    `UPDATE flipbooks SET title = @title, updated_at = @updatedAt, content = @content, lead_form = @leadForm, panel_order = @order, versions = @versions, layout = @layout, ${MEDIA_COLUMNS.map((c) => `${c} = @${c}`).join(', ')}
     WHERE id = @id AND deleted_at IS NULL AND versions = @expected`,
  );
  const withoutLayout = db.prepare<[], FlipbookRow>(
    'SELECT * FROM flipbooks WHERE layout IS NULL AND deleted_at IS NULL',
  );
  const setLayout = db.prepare<[string, string]>(
    'UPDATE flipbooks SET layout = ? WHERE id = ? AND layout IS NULL',
  );
  const softDelete = db.prepare(
    `UPDATE flipbooks SET deleted_at = ?, content = '{}', ${MEDIA_COLUMNS.map((c) => `${c} = NULL`).join(', ')}
     WHERE id = ? AND deleted_at IS NULL`,
  );
  const addViewsTo = viewsDb.prepare<[number, string], FlipbookRow>(
    'UPDATE flipbooks SET views = views + ? WHERE id = ? AND deleted_at IS NULL RETURNING *',
  );
  // Group commit: the views that arrive in one turn of the event loop are applied in one
  // transaction, one atomic UPDATE … views + n per flipbook, and answered once it is committed;
  // each viewer is still told its own count (a link opened by many at once is the hot case).
  type PendingView = {
    id: string;
    day: string;
    resolve: (r: CountedView | null) => void;
    reject: (e: unknown) => void;
  };
  let pendingViews: PendingView[] = [];
  const addToViewDay = viewsDb.prepare<[string, string, number]>(
    `INSERT INTO view_days (flipbook_id, day, count) VALUES (?, ?, ?)
     ON CONFLICT (flipbook_id, day) DO UPDATE SET count = count + excluded.count`,
  );
  const applyViews = viewsDb.transaction((batch: PendingView[]) => {
    const byFlipbook = new Map<string, PendingView[]>();
    for (const view of batch) {
      const same = byFlipbook.get(view.id);
      if (same) same.push(view);
      else byFlipbook.set(view.id, [view]);
    }
    return [...byFlipbook].map(([id, views]) => {
      const row = addViewsTo.get(views.length, id);
      if (row) {
        const perDay = new Map<string, number>();
        for (const view of views) perDay.set(view.day, (perDay.get(view.day) ?? 0) + 1);
        for (const [day, count] of perDay) addToViewDay.run(id, day, count);
      }
      return { views, row };
    });
  });
  const flushViews = () => {
    const batch = pendingViews;
    pendingViews = [];
    try {
      for (const { views, row } of applyViews(batch)) {
        const flipbook = row ? toRecord(row) : null;
        for (const [i, view] of views.entries())
          view.resolve(flipbook && { flipbook, views: flipbook.views - (views.length - 1 - i) });
      }
    } catch (err) {
      for (const p of batch) p.reject(err);
    }
  };
  const liveViews = viewsDb.prepare<[string], { views: number }>(
    'SELECT views FROM flipbooks WHERE id = ? AND deleted_at IS NULL',
  );
  const claimKey = viewsDb.prepare<[string, string, string | null]>(
    'INSERT INTO view_keys (flipbook_id, key, source) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const dayCount = viewsDb.prepare<[string, string], { count: number }>(
    'SELECT count FROM offline_view_days WHERE flipbook_id = ? AND day = ?',
  );
  const addToDay = viewsDb.prepare<[string, string, number]>(
    `INSERT INTO offline_view_days (flipbook_id, day, count) VALUES (?, ?, ?)
     ON CONFLICT (flipbook_id, day) DO UPDATE SET count = count + excluded.count`,
  );
  const addViews = viewsDb.transaction(
    (
      id: string,
      key: string,
      count: number,
      bound: DailyViewBound,
      source: string | null,
    ): number | null => {
      const live = liveViews.get(id);
      if (!live) return null;
      if (claimKey.run(id, key, source).changes === 0) return live.views;
      const added = Math.min(count, bound.max - (dayCount.get(id, bound.day)?.count ?? 0));
      if (added <= 0) return live.views;
      addToDay.run(id, bound.day, added);
      addToViewDay.run(id, bound.day, added);
      return addViewsTo.get(added, id)?.views ?? null;
    },
  );
  const totalsAll = db.prepare<[], { live: number; deleted: number; views: number }>(
    `SELECT COUNT(*) FILTER (WHERE deleted_at IS NULL) AS live, COUNT(*) FILTER (WHERE deleted_at IS NOT NULL) AS deleted,
            COALESCE(SUM(views) FILTER (WHERE deleted_at IS NULL), 0) AS views FROM flipbooks`,
  );
  const totalsOwner = db.prepare<[string], { live: number; deleted: number; views: number }>(
    `SELECT COUNT(*) FILTER (WHERE deleted_at IS NULL) AS live, COUNT(*) FILTER (WHERE deleted_at IS NOT NULL) AS deleted,
            COALESCE(SUM(views) FILTER (WHERE deleted_at IS NULL), 0) AS views FROM flipbooks WHERE owner_id = ?`,
  );
  const used = db.prepare<{ name: string }, { name: string }>(MEDIA_USED_SQL);
  const perDay = (where: string) =>
    viewsDb.prepare<Record<string, string>, { day: string; views: number }>(
      `SELECT d.day AS day, SUM(d.count) AS views FROM view_days d JOIN flipbooks f ON f.id = d.flipbook_id
       WHERE f.deleted_at IS NULL AND d.day BETWEEN @first AND @last${where} GROUP BY d.day`,
    );
  const viewsPerDay = perDay('');
  const ownerViewsPerDay = perDay(' AND f.owner_id = @ownerId');
  const flipbookViewsPerDay = perDay(' AND f.id = @id');
  const ownerUses = db.prepare<Record<string, string>, { name: string }>(
    `${usedBy((c) => `${c} = @name AND owner_id = @ownerId`)} LIMIT 1`,
  );
  const ownerMedia = db.prepare<[string], FlipbookRow>(
    'SELECT * FROM flipbooks WHERE owner_id = ?',
  );
  const purge = db.prepare<[string]>('DELETE FROM flipbooks WHERE owner_id = ?');

  const lower = (id: string) => id.toLowerCase();

  return {
    create: async (record) => {
      try {
        return (
          insert.run({
            id: lower(record.id),
            ownerId: record.ownerId,
            title: record.title,
            createdAt: record.createdAt,
            updatedAt: record.updatedAt,
            content: JSON.stringify(record.content),
            order: JSON.stringify(record.order),
            versions: versionsJson(record.versions),
            leadForm: record.leadForm ? 1 : 0,
            layout: record.layout,
            ...slotParams(record),
          }).changes === 1
        );
      } catch (err) {
        if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_FOREIGNKEY')
          throw new MissingOwnerError();
        throw err;
      }
    },
    get: async (id) => {
      const row = get.get(lower(id));
      return row ? toRecord(row) : null;
    },
    listByOwner: async (ownerId) => byOwner.all(ownerId).map(toRecord),
    listAll: async (limit = -1) => all.all(limit).map(toRecord),
    update: async (id, patch, expected) =>
      update.run({
        id: lower(id),
        title: patch.title,
        updatedAt: patch.updatedAt,
        content: JSON.stringify(patch.content),
        order: JSON.stringify(patch.order),
        versions: versionsJson(patch.versions),
        expected: versionsJson(expected),
        leadForm: patch.leadForm ? 1 : 0,
        layout: patch.layout,
        ...slotParams(patch),
      }).changes === 1,
    softDelete: async (id, deletedAt) => softDelete.run(deletedAt, lower(id)).changes === 1,
    withoutLayout: async () =>
      withoutLayout.all().map((row) => ({ id: row.id, slots: rowSlots(row) })),
    setLayout: async (id, layout) => {
      setLayout.run(layout, lower(id));
    },
    addView: (id, day) =>
      new Promise((resolve, reject) => {
        pendingViews.push({ id: lower(id), day, resolve, reject });
        if (pendingViews.length === 1) setImmediate(flushViews);
      }),
    addViews: async (id, key, count, bound, source) =>
      addViews(lower(id), key, count, bound, source ?? null),
    totals: async (ownerId) => {
      const row = ownerId ? totalsOwner.get(ownerId) : totalsAll.get();
      return { liveCount: row?.live ?? 0, deletedCount: row?.deleted ?? 0, views: row?.views ?? 0 };
    },
    viewsByDay: async (scope, days) => {
      const sorted = [...days].sort();
      const [first, last] = [sorted[0] ?? '', sorted.at(-1) ?? ''];
      const rows =
        scope === 'all'
          ? viewsPerDay.all({ first, last })
          : 'ownerId' in scope
            ? ownerViewsPerDay.all({ first, last, ownerId: scope.ownerId })
            : flipbookViewsPerDay.all({ first, last, id: lower(scope.flipbookId) });
      const byDay = new Map(rows.map((r) => [r.day, r.views]));
      return days.map((day) => byDay.get(day) ?? 0);
    },
    mediaInUse: async (names) => {
      // A flipbook names at most 7 media: a few index lookups, in one snapshot.
      const inUse = db.transaction(() => names.filter((name) => used.get({ name }) !== undefined));
      return new Set(inUse());
    },
    ownerUsesMedia: async (ownerId, name) => ownerUses.get({ ownerId, name }) !== undefined,
    purgeOwner: async (ownerId) =>
      db.transaction(() => {
        const names = ownerMedia
          .all(ownerId)
          .flatMap((row) => MEDIA_COLUMNS.map((c) => row[c]))
          .filter((n): n is string => typeof n === 'string');
        purge.run(ownerId);
        return [...new Set(names)];
      })(),
  };
}
