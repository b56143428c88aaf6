import type Database from 'better-sqlite3';

export interface Migration {
  /** Becomes PRAGMA user_version once applied; strictly increasing. */
  version: number;
  name: string;
  up: (db: Database.Database) => void;
}

/** Applies the migrations the database has not seen yet, each in its own transaction. */
export function migrate(db: Database.Database, migrations: readonly Migration[]): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      migration.up(db);
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
}
