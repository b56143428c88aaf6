import { versionsAt } from '#core/flipbook-fields';
import { slotOrder } from '#core/panel-order';
import { rowSlots, versionsJson } from './flipbook-rows';
import type { Migration } from './migrations';
import { ACCOUNT_LOCALE_MIGRATION } from './schema-account-locale';
import { CHANGED_BY_MIGRATION } from './schema-changed-by';
import { KIT_LANGUAGE_MIGRATION } from './schema-kit-language';
import { KITS_MIGRATION } from './schema-kits';
import { LEAD_LOCALE_MIGRATION } from './schema-lead-locale';
import { LEAD_PLACES_MIGRATION } from './schema-lead-places';
import { ORGANIZATION_FLIPBOOKS_MIGRATION } from './schema-organization-flipbooks';
import { READS_RTL_MIGRATION } from './schema-reads-rtl';
import { STAFF_NOTES_MIGRATION } from './schema-staff-notes';
import { TEAM_KITS_LEADS_MIGRATION } from './schema-team-kits-leads';
import { TEAM_LIBRARY_MIGRATION } from './schema-team-library';
import { TEAMS_MIGRATION } from './schema-teams';
import { WEBHOOKS_MIGRATION } from './schema-webhooks';

/** Every migration of the SQLite store, in order. Features append theirs. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'store metadata',
    up: (db) => {
      db.exec(`CREATE TABLE store_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT`);
    },
  },
  {
    version: 2,
    name: 'users',
    up: (db) => {
      db.exec(`
        CREATE TABLE users (
          id TEXT PRIMARY KEY,
          username TEXT NOT NULL UNIQUE,
          email TEXT NOT NULL UNIQUE,
          name TEXT NOT NULL,
          account_type TEXT NOT NULL CHECK (account_type IN ('individual', 'organization')),
          password_hash TEXT NOT NULL,
          is_verified INTEGER NOT NULL DEFAULT 0,
          is_admin INTEGER NOT NULL DEFAULT 0,
          token_version INTEGER NOT NULL DEFAULT 0,
          created_at TEXT NOT NULL
        ) STRICT`);
    },
  },
  {
    version: 3,
    name: 'account secrets and rate limits',
    up: (db) => {
      db.exec(`
        CREATE TABLE secrets (
          user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          kind TEXT NOT NULL CHECK (kind IN ('verify-code', 'verify-link', 'reset')),
          hash TEXT NOT NULL,
          expires_at INTEGER NOT NULL,
          attempts INTEGER NOT NULL DEFAULT 0,
          PRIMARY KEY (user_id, kind)
        ) STRICT;
        CREATE INDEX secrets_by_hash ON secrets (kind, hash);
        CREATE TABLE rate_limits (
          key TEXT PRIMARY KEY,
          count INTEGER NOT NULL,
          reset_at INTEGER NOT NULL
        ) STRICT;`);
    },
  },
  {
    version: 4,
    name: 'flipbooks',
    up: (db) => {
      db.exec(`
        CREATE TABLE flipbooks (
          id TEXT PRIMARY KEY,
          owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          title TEXT NOT NULL,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          deleted_at TEXT,
          views INTEGER NOT NULL DEFAULT 0,
          left_panel TEXT,
          middle_panel TEXT,
          right_panel TEXT,
          left_back TEXT,
          middle_back TEXT,
          right_back TEXT,
          thumbnail TEXT
        ) STRICT;
        CREATE INDEX flipbooks_by_owner ON flipbooks (owner_id, created_at);
        CREATE INDEX flipbooks_live ON flipbooks (deleted_at, created_at);
        CREATE TABLE view_keys (
          flipbook_id TEXT NOT NULL REFERENCES flipbooks (id) ON DELETE CASCADE,
          key TEXT NOT NULL,
          PRIMARY KEY (flipbook_id, key)
        ) STRICT;`);
    },
  },
  {
    version: 5,
    name: 'sign-outs, daily offline views, lower-case flipbook ids',
    up: (db) => {
      db.exec(`
        CREATE TABLE revoked_sessions (
          id TEXT PRIMARY KEY,
          expires_at INTEGER NOT NULL
        ) STRICT;
        CREATE INDEX revoked_sessions_by_expiry ON revoked_sessions (expires_at);
        CREATE TABLE offline_view_days (
          flipbook_id TEXT NOT NULL REFERENCES flipbooks (id) ON DELETE CASCADE,
          day TEXT NOT NULL,
          count INTEGER NOT NULL,
          PRIMARY KEY (flipbook_id, day)
        ) STRICT;`);
      // Ids are lower case from now on; an older upper-case id takes its lower-case form unless
      // another flipbook already has it (then it stays, unreachable, as it could only be a copy).
      db.pragma('defer_foreign_keys = ON');
      db.exec(`
        CREATE TEMP TABLE renamed AS
          SELECT MIN(id) AS old_id, lower(id) AS new_id FROM flipbooks
          WHERE id <> lower(id) AND lower(id) NOT IN (SELECT id FROM flipbooks)
          GROUP BY lower(id);
        UPDATE view_keys SET flipbook_id = (SELECT new_id FROM renamed WHERE old_id = flipbook_id)
          WHERE flipbook_id IN (SELECT old_id FROM renamed);
        UPDATE flipbooks SET id = (SELECT new_id FROM renamed WHERE old_id = id)
          WHERE id IN (SELECT old_id FROM renamed);
        DROP TABLE temp.renamed;`);
    },
  },
  {
    version: 6,
    name: 'media lookups',
    up: (db) => {
      // Edits and deletes ask whether a few media are still used by a live flipbook: an index per
      // media column answers that without reading every flipbook.
      for (const column of [
        'left_panel',
        'middle_panel',
        'right_panel',
        'left_back',
        'middle_back',
        'right_back',
        'thumbnail',
      ]) {
        db.exec(
          `CREATE INDEX flipbooks_live_${column} ON flipbooks (${column}) WHERE deleted_at IS NULL`,
        );
      }
    },
  },
  {
    version: 7,
    name: 'views per day',
    up: (db) => {
      // Views before this version have no day: they stay in the total only.
      db.exec(`
        CREATE TABLE view_days (
          flipbook_id TEXT NOT NULL REFERENCES flipbooks (id) ON DELETE CASCADE,
          day TEXT NOT NULL,
          count INTEGER NOT NULL,
          PRIMARY KEY (flipbook_id, day)
        ) STRICT;
        CREATE INDEX view_days_by_day ON view_days (day);`);
    },
  },
  {
    version: 8,
    name: 'panel text and links',
    up: (db) => {
      // JSON of the panels' text and links by image name; flipbooks made before have none.
      db.exec(`ALTER TABLE flipbooks ADD COLUMN content TEXT NOT NULL DEFAULT '{}'`);
    },
  },
  {
    version: 9,
    name: 'leads and the mail outbox',
    up: (db) => {
      // A forgotten lead keeps its row without its personal fields (see store/leads.ts).
      db.exec(`
        ALTER TABLE flipbooks ADD COLUMN lead_form INTEGER NOT NULL DEFAULT 0;
        CREATE TABLE leads (
          id TEXT PRIMARY KEY,
          owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          flipbook_id TEXT NOT NULL,
          email TEXT NOT NULL,
          name TEXT,
          company TEXT,
          note TEXT,
          source TEXT NOT NULL CHECK (source IN ('kiosk', 'link', 'embed')),
          captured_at TEXT NOT NULL,
          created_at TEXT NOT NULL,
          deleted_at TEXT
        ) STRICT;
        CREATE INDEX leads_by_owner ON leads (owner_id, captured_at);
        CREATE INDEX leads_by_flipbook ON leads (flipbook_id) WHERE deleted_at IS NULL;
        CREATE TABLE mail_outbox (
          key TEXT PRIMARY KEY,
          lead_id TEXT NOT NULL,
          owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          created_at INTEGER NOT NULL,
          not_before INTEGER NOT NULL,
          lease_until INTEGER,
          attempts INTEGER NOT NULL DEFAULT 0,
          sent_at INTEGER
        ) STRICT;
        CREATE INDEX mail_outbox_unsent ON mail_outbox (created_at) WHERE sent_at IS NULL;
        CREATE INDEX mail_outbox_by_owner ON mail_outbox (owner_id);`);
    },
  },
  {
    version: 10,
    name: 'field versions and page order',
    up: (db) => {
      db.exec(`
        ALTER TABLE flipbooks ADD COLUMN panel_order TEXT NOT NULL DEFAULT '{}';
        ALTER TABLE flipbooks ADD COLUMN versions TEXT NOT NULL DEFAULT '{}';`);
      // Each field of a flipbook made before is as old as its last change, and its slots show its
      // panels in their own order.
      const rows = db.prepare('SELECT * FROM flipbooks').all() as Array<Record<string, unknown>>;
      const write = db.prepare('UPDATE flipbooks SET panel_order = ?, versions = ? WHERE id = ?');
      for (const row of rows) {
        write.run(
          JSON.stringify(slotOrder(rowSlots(row))),
          versionsJson(versionsAt(String(row.updated_at))),
          row.id,
        );
      }
    },
  },
  {
    version: 11,
    name: 'where offline views came from',
    up: (db) => {
      // 'event' for the views of an event kiosk's visitors; none for a creator's own presenting.
      db.exec('ALTER TABLE view_keys ADD COLUMN source TEXT');
    },
  },
  {
    version: 12,
    name: 'reader analytics',
    up: (db) => {
      // Counters per flipbook and UTC day; reader hashes and their salt only for their day.
      db.exec(`
        CREATE TABLE reading_counts (
          flipbook_id TEXT NOT NULL REFERENCES flipbooks (id) ON DELETE CASCADE,
          day TEXT NOT NULL,
          name TEXT NOT NULL,
          count INTEGER NOT NULL,
          PRIMARY KEY (flipbook_id, day, name)
        ) STRICT, WITHOUT ROWID;
        CREATE INDEX reading_counts_by_day ON reading_counts (day, name);
        CREATE TABLE reader_salts (day TEXT PRIMARY KEY, salt TEXT NOT NULL) STRICT;
        CREATE TABLE reader_hashes (
          day TEXT NOT NULL,
          hash TEXT NOT NULL,
          PRIMARY KEY (day, hash)
        ) STRICT, WITHOUT ROWID;
        CREATE TABLE reading_keys (
          flipbook_id TEXT NOT NULL REFERENCES flipbooks (id) ON DELETE CASCADE,
          key TEXT NOT NULL,
          PRIMARY KEY (flipbook_id, key)
        ) STRICT, WITHOUT ROWID;`);
    },
  },
  {
    version: 13,
    name: 'how the panels were made',
    up: (db) => {
      // 'trifold' or 'pages' (core/brochure.ts); NULL for the flipbooks stored before, until the
      // start-up backfill tells it from their first panel's shape (`backfillLayouts`, flipbooks/panel-shape.ts).
      db.exec('ALTER TABLE flipbooks ADD COLUMN layout TEXT');
    },
  },
  {
    version: 14,
    name: 'how a lead mail ended',
    up: (db) => {
      // `outcome`: 'mailed', 'settled' or 'daily-limit' (store/mail-outbox.ts), NULL for entries
      // done before; `held`: 1 while a daily budget holds an unsent entry.
      db.exec(`
        ALTER TABLE mail_outbox ADD COLUMN outcome TEXT;
        ALTER TABLE mail_outbox ADD COLUMN held INTEGER NOT NULL DEFAULT 0;
        CREATE INDEX mail_outbox_by_lead ON mail_outbox (lead_id);`);
    },
  },
  {
    version: 15,
    name: 'reading sessions',
    up: (db) => {
      // What each session has counted, per day, address (8 bytes of a hash of it and the
      // flipbook; none for an owner's reports) and reader (8 bytes of its hash), in compact
      // columns (store/sqlite/reading-sessions.ts), so that a session counts once and an address
      // adds so many sessions, readers and referrers a day; gone as the next day begins. It takes
      // over the reader hashes' job (the day of the upgrade may count a reader once more).
      db.exec(`
        DROP TABLE reader_hashes;
        CREATE TABLE reading_sessions (
          day TEXT NOT NULL,
          address BLOB NOT NULL,
          reader BLOB NOT NULL,
          session BLOB NOT NULL,
          since INTEGER NOT NULL,
          reached INTEGER NOT NULL,
          flags INTEGER NOT NULL,
          steps TEXT,
          referrer TEXT,
          clicked TEXT,
          PRIMARY KEY (day, address, reader, session)
        ) STRICT, WITHOUT ROWID;`);
    },
  },
  LEAD_PLACES_MIGRATION,
  WEBHOOKS_MIGRATION,
  STAFF_NOTES_MIGRATION,
  KITS_MIGRATION,
  TEAMS_MIGRATION,
  TEAM_LIBRARY_MIGRATION,
  CHANGED_BY_MIGRATION,
  TEAM_KITS_LEADS_MIGRATION,
  ORGANIZATION_FLIPBOOKS_MIGRATION,
  READS_RTL_MIGRATION,
  LEAD_LOCALE_MIGRATION,
  KIT_LANGUAGE_MIGRATION,
  ACCOUNT_LOCALE_MIGRATION,
];
