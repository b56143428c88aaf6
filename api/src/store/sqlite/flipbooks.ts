import type Database from 'better-sqlite3';
import { type FlipbookStore, MissingOwnerError } from '../flipbooks';
import {
  type FlipbookRow,
  fieldParams,
  lower,
  MEDIA_COLUMNS,
  rowSlots,
  toRecord,
  versionsJson,
} from './flipbook-rows';
import { flipbookViews } from './flipbook-views';
import { madeScope, perShape } from './made-scope';

/** Live flipbooks that use a medium, one lookup per media column (see `mediaInUse`). */
const usedBy = (where: (column: string) => string) =>
  MEDIA_COLUMNS.map(
    (c) => `SELECT ${c} AS name FROM flipbooks WHERE deleted_at IS NULL AND ${where(c)}`,
  ).join(' UNION ');

/** Whether a live flipbook uses `@name`; each column's partial index answers it (migration 6). */
export const MEDIA_USED_SQL = `${usedBy((c) => `${c} = @name`)} LIMIT 1`;

function flipbookReads(
  db: Database.Database,
): Pick<FlipbookStore, 'get' | 'listByOwner' | 'listByTeam' | 'listAll' | 'withoutLayout'> {
  const get = db.prepare<[string], FlipbookRow>('SELECT * FROM flipbooks WHERE id = ?');
  const byOwner = db.prepare<[string], FlipbookRow>(
    'SELECT * FROM flipbooks WHERE owner_id = ? AND deleted_at IS NULL ORDER BY created_at DESC, id',
  );
  const byTeam = db.prepare<[string], FlipbookRow>(
    'SELECT * FROM flipbooks WHERE team_id = ? AND deleted_at IS NULL ORDER BY created_at DESC, id',
  );
  const all = db.prepare<[number], FlipbookRow>(
    'SELECT * FROM flipbooks WHERE deleted_at IS NULL ORDER BY created_at DESC, id LIMIT ?',
  );
  const withoutLayout = db.prepare<[], FlipbookRow>(
    'SELECT * FROM flipbooks WHERE layout IS NULL AND deleted_at IS NULL',
  );
  return {
    get: async (id) => {
      const row = get.get(lower(id));
      return row ? toRecord(row) : null;
    },
    listByOwner: async (ownerId) => byOwner.all(ownerId).map(toRecord),
    listByTeam: async (teamId) => byTeam.all(teamId).map(toRecord),
    listAll: async (limit = -1) => all.all(limit).map(toRecord),
    withoutLayout: async () =>
      withoutLayout.all().map((row) => ({ id: row.id, slots: rowSlots(row) })),
  };
}

function flipbookWrites(
  db: Database.Database,
): Pick<FlipbookStore, 'create' | 'update' | 'softDelete' | 'setLayout'> {
  const insert = db.prepare(
    `INSERT INTO flipbooks (id, owner_id, team_id, title, created_at, updated_at, deleted_at, views, content, lead_form, reads_rtl, panel_order, versions, changed_by, layout, ${MEDIA_COLUMNS.join(', ')})
     VALUES (@id, @ownerId, @teamId, @title, @createdAt, @updatedAt, NULL, 0, @content, @leadForm, @readsRtl, @order, @versions, @changedBy, @layout, ${MEDIA_COLUMNS.map((c) => `@${c}`).join(', ')})
     ON CONFLICT (id) DO NOTHING`,
  );
  const update = db.prepare(
    `UPDATE flipbooks SET title = @title, updated_at = @updatedAt, content = @content, lead_form = @leadForm, reads_rtl = @readsRtl, panel_order = @order, versions = @versions, changed_by = @changedBy, layout = @layout, ${MEDIA_COLUMNS.map((c) => `${c} = @${c}`).join(', ')}
     WHERE id = @id AND deleted_at IS NULL AND versions = @expected`,
  );
  const setLayout = db.prepare<[string, string]>(
    'UPDATE flipbooks SET layout = ? WHERE id = ? AND layout IS NULL',
  );
  const softDelete = db.prepare(
    `UPDATE flipbooks SET deleted_at = ?, content = '{}', ${MEDIA_COLUMNS.map((c) => `${c} = NULL`).join(', ')}
     WHERE id = ? AND deleted_at IS NULL`,
  );
  return {
    create: async (record) => {
      try {
        const { ownerId, teamId, createdAt } = record;
        const row = { id: lower(record.id), ownerId, teamId, createdAt };
        return insert.run({ ...row, ...fieldParams(record) }).changes === 1;
      } catch (err) {
        if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_FOREIGNKEY')
          throw new MissingOwnerError();
        throw err;
      }
    },
    update: async (id, patch, expected) =>
      update.run({ id: lower(id), expected: versionsJson(expected), ...fieldParams(patch) })
        .changes === 1,
    softDelete: async (id, deletedAt) => softDelete.run(deletedAt, lower(id)).changes === 1,
    setLayout: async (id, layout) => {
      setLayout.run(layout, lower(id));
    },
  };
}

function flipbookTotals(db: Database.Database): Pick<FlipbookStore, 'totals'> {
  const totalsOf = (where: string) =>
    db.prepare<Record<string, string>, { live: number; deleted: number; views: number }>(
      `SELECT COUNT(*) FILTER (WHERE deleted_at IS NULL) AS live, COUNT(*) FILTER (WHERE deleted_at IS NOT NULL) AS deleted,
              COALESCE(SUM(views) FILTER (WHERE deleted_at IS NULL), 0) AS views FROM flipbooks f WHERE 1${where}`,
    );
  const all = totalsOf('');
  const scoped = perShape(totalsOf);
  return {
    totals: async (scope) => {
      const { shape, params } = scope ? madeScope(scope) : { shape: null, params: {} };
      const row = shape ? scoped[shape].get(params) : all.get({});
      return { liveCount: row?.live ?? 0, deletedCount: row?.deleted ?? 0, views: row?.views ?? 0 };
    },
  };
}

/** What a member made in team libraries, passed on to another owner at their account's deletion. */
function flipbookHandOn(db: Database.Database): Pick<FlipbookStore, 'madeInTeams' | 'passOn'> {
  const inTeams = db.prepare<[string], { id: string; teamId: string }>(
    'SELECT id, team_id AS teamId FROM flipbooks WHERE owner_id = ? AND team_id IS NOT NULL',
  );
  const pass = db.prepare<{ ids: string; from: string; to: string }>(
    `UPDATE flipbooks SET owner_id = @to
     WHERE owner_id = @from AND id IN (SELECT value FROM json_each(@ids))`,
  );
  return {
    madeInTeams: async (ownerId) => inTeams.all(ownerId),
    passOn: async (ids, from, to) => {
      pass.run({ ids: JSON.stringify(ids.map(lower)), from, to });
    },
  };
}

/** Which media flipbooks use, and an owner's flipbooks removed with the names of theirs. */
function flipbookMedia(
  db: Database.Database,
): Pick<FlipbookStore, 'mediaInUse' | 'ownerUsesMedia' | 'teamUsesMedia' | 'purgeOwner'> {
  const used = db.prepare<{ name: string }, { name: string }>(MEDIA_USED_SQL);
  const ownerUses = db.prepare<Record<string, string>, { name: string }>(
    `${usedBy((c) => `${c} = @name AND owner_id = @ownerId AND team_id IS NULL`)} LIMIT 1`,
  );
  const teamUses = db.prepare<Record<string, string>, { name: string }>(
    `${usedBy((c) => `${c} = @name AND team_id = @teamId`)} LIMIT 1`,
  );
  const ownerMedia = db.prepare<[string], FlipbookRow>(
    'SELECT * FROM flipbooks WHERE owner_id = ?',
  );
  const purge = db.prepare<[string]>('DELETE FROM flipbooks WHERE owner_id = ?');
  return {
    mediaInUse: async (names) => {
      // A flipbook names at most 7 media: a few index lookups, in one snapshot.
      const inUse = db.transaction(() => names.filter((name) => used.get({ name }) !== undefined));
      return new Set(inUse());
    },
    ownerUsesMedia: async (ownerId, name) => ownerUses.get({ ownerId, name }) !== undefined,
    teamUsesMedia: async (teamId, name) => teamUses.get({ teamId, name }) !== undefined,
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

/** `viewsDb` writes the views (flipbook-views.ts says why); `db` everything else. */
export function sqliteFlipbookStore(
  db: Database.Database,
  viewsDb: Database.Database,
): FlipbookStore {
  return {
    ...flipbookReads(db),
    ...flipbookWrites(db),
    ...flipbookViews(viewsDb),
    ...flipbookTotals(db),
    ...flipbookMedia(db),
    ...flipbookHandOn(db),
  };
}
