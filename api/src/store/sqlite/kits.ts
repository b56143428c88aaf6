import type Database from 'better-sqlite3';
import { KIT_FIELDS, type KitVersions } from '#core/event-kit-fields';
import type { Locale } from '#core/i18n/locales';
import { MissingOwnerError } from '../flipbooks';
import type { KitRecord, KitStore } from '../kits';

interface KitRow {
  id: string;
  owner_id: string;
  team_id: string | null;
  name: string;
  flipbooks: string;
  idle_seconds: number;
  language: Locale;
  versions: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** Versions as JSON, fields always in the same order: equal versions are equal text. */
export const versionsJson = (versions: KitVersions): string =>
  JSON.stringify(
    Object.fromEntries(
      KIT_FIELDS.map((f) => [f, { stamp: versions[f].stamp, base: versions[f].base }]),
    ),
  );

const toRecord = (row: KitRow): KitRecord => ({
  id: row.id,
  ownerId: row.owner_id,
  teamId: row.team_id,
  name: row.name,
  flipbooks: JSON.parse(row.flipbooks),
  idleSeconds: row.idle_seconds,
  language: row.language,
  versions: JSON.parse(row.versions),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  deletedAt: row.deleted_at,
});

/** The store's `update`: the kit's fields, while its versions are still those read. */
function kitUpdate(db: Database.Database): KitStore['update'] {
  const update = db.prepare(
    `UPDATE kits SET name = @name, flipbooks = @flipbooks, idle_seconds = @idleSeconds,
       language = @language, versions = @versions, updated_at = @updatedAt
     WHERE id = @id AND deleted_at IS NULL AND versions = @expected`,
  );
  return async (id, patch, expected) =>
    update.run({
      id,
      name: patch.name,
      flipbooks: JSON.stringify(patch.flipbooks),
      idleSeconds: patch.idleSeconds,
      language: patch.language,
      versions: versionsJson(patch.versions),
      updatedAt: patch.updatedAt,
      expected: versionsJson(expected),
    }).changes === 1;
}

export function sqliteKitStore(db: Database.Database): KitStore {
  const insert = db.prepare(
    `INSERT INTO kits (id, owner_id, team_id, name, flipbooks, idle_seconds, language, versions, created_at, updated_at, deleted_at)
     VALUES (@id, @ownerId, @teamId, @name, @flipbooks, @idleSeconds, @language, @versions, @createdAt, @updatedAt, @deletedAt)
     ON CONFLICT (id) DO NOTHING`,
  );
  const get = db.prepare<[string], KitRow>('SELECT * FROM kits WHERE id = ?');
  const byOwner = db.prepare<[string], KitRow>(
    'SELECT * FROM kits WHERE owner_id = ? AND deleted_at IS NULL ORDER BY created_at, id',
  );
  const byTeam = db.prepare<[string], KitRow>(
    'SELECT * FROM kits WHERE team_id = ? AND deleted_at IS NULL ORDER BY created_at, id',
  );
  const softDelete = db.prepare<[string, string]>(
    'UPDATE kits SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL',
  );
  const purge = db.prepare<[string]>('DELETE FROM kits WHERE owner_id = ?');
  const pass = db.prepare<{ ids: string; from: string; to: string }>(
    `UPDATE kits SET owner_id = @to WHERE owner_id = @from AND id IN (SELECT value FROM json_each(@ids))`,
  );
  return {
    create: async (record) => {
      try {
        const row = {
          ...record,
          flipbooks: JSON.stringify(record.flipbooks),
          versions: versionsJson(record.versions),
        };
        return insert.run(row).changes === 1;
      } catch (err) {
        // An account deleted meanwhile: the owner's, or its team's, which goes only with the
        // account of its last member.
        if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_FOREIGNKEY')
          throw new MissingOwnerError();
        throw err;
      }
    },
    get: async (id) => {
      const row = get.get(id);
      return row ? toRecord(row) : null;
    },
    listByOwner: async (ownerId) => byOwner.all(ownerId).map(toRecord),
    listByTeam: async (teamId) => byTeam.all(teamId).map(toRecord),
    update: kitUpdate(db),
    softDelete: async (id, deletedAt) => softDelete.run(deletedAt, id).changes === 1,
    purgeOwner: async (ownerId) => {
      purge.run(ownerId);
    },
    passOn: async (ids, from, to) => {
      pass.run({ ids: JSON.stringify(ids), from, to });
    },
  };
}
