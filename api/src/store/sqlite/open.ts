import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Store } from '../port';
import { sqliteFlipbookStore } from './flipbooks';
import { sqliteKitStore } from './kits';
import { sqliteLeadStore } from './leads';
import { sqliteMailOutboxStore } from './mail-outbox';
import { fileMediaStore } from './media';
import { migrate } from './migrations';
import { sqliteRateLimitStore } from './rate-limits';
import { sqliteReadingStore } from './reading';
import { MIGRATIONS } from './schema';
import { sqliteSecretStore } from './secrets';
import { sqliteSessionStore } from './sessions';
import { sqliteInvitationStore, sqliteTeamStore } from './teams';
import { sqliteUserStore } from './users';
import { sqliteWebhookDeliveryStore, sqliteWebhookStore } from './webhooks';

export const SQLITE_FILE = 'flipfold.sqlite';

/** Opens (creating if needed) the SQLite database under dataDir, durable and migrated. */
function openSqliteDatabase(dataDir: string): Database.Database {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, SQLITE_FILE));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  // Account data must survive a power cut, so every commit is fsynced.
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  migrate(db, MIGRATIONS);
  return db;
}

/**
 * The WAL pages (4 KB each) at which a commit copies the WAL into the database file: 80 MB, not
 * SQLite's 4 MB. A view or a reading report rewrites the same counter and index pages batch after
 * batch, and a checkpoint copies each page once however often it was written: at 1,000 pages the
 * report path spent a fifth of its time checkpointing (0.40× a bare route, 0.52× at 20,000;
 * docs/performance.md).
 */
export const WAL_CHECKPOINT_PAGES = 20_000;

export function createSqliteStore(dataDir: string): Store {
  const db = openSqliteDatabase(dataDir);
  const viewsDb = new Database(path.join(dataDir, SQLITE_FILE));
  viewsDb.pragma('foreign_keys = ON');
  viewsDb.pragma('synchronous = NORMAL');
  viewsDb.pragma('busy_timeout = 5000');
  for (const connection of [db, viewsDb])
    connection.pragma(`wal_autocheckpoint = ${WAL_CHECKPOINT_PAGES}`);
  return {
    kind: 'sqlite',
    users: sqliteUserStore(db),
    secrets: sqliteSecretStore(db),
    sessions: sqliteSessionStore(db),
    rateLimits: sqliteRateLimitStore(db),
    flipbooks: sqliteFlipbookStore(db, viewsDb),
    reading: sqliteReadingStore(db, viewsDb),
    kits: sqliteKitStore(db),
    teams: sqliteTeamStore(db),
    invitations: sqliteInvitationStore(db),
    leads: sqliteLeadStore(db),
    mailOutbox: sqliteMailOutboxStore(db),
    webhooks: sqliteWebhookStore(db),
    webhookDeliveries: sqliteWebhookDeliveryStore(db),
    media: fileMediaStore(dataDir),
    variants: fileMediaStore(dataDir, 'media-480w'),
    ping: async () => {
      db.prepare('SELECT 1').get();
    },
    close: async () => {
      if (viewsDb.open) viewsDb.close();
      if (db.open) db.close();
    },
  };
}
