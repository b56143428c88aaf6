import type { Migration } from './migrations';

/** The webhooks and their deliveries (store/webhooks.ts); both go with their account. */
export const WEBHOOKS_MIGRATION: Migration = {
  version: 17,
  name: 'webhooks',
  up: (db) => {
    db.exec(`
      CREATE TABLE webhooks (
        owner_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        url TEXT NOT NULL,
        enabled INTEGER NOT NULL,
        secret TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      ) STRICT;
      CREATE TABLE webhook_deliveries (
        id TEXT PRIMARY KEY,
        owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        lead_id TEXT,
        type TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        next_attempt_at INTEGER NOT NULL,
        lease_until INTEGER,
        attempts INTEGER NOT NULL DEFAULT 0,
        status TEXT NOT NULL DEFAULT 'pending',
        last_status INTEGER,
        last_error TEXT
      ) STRICT;
      CREATE INDEX webhook_deliveries_due ON webhook_deliveries (status, next_attempt_at);
      CREATE INDEX webhook_deliveries_by_owner ON webhook_deliveries (owner_id, created_at);
      CREATE INDEX webhook_deliveries_by_lead ON webhook_deliveries (lead_id);`);
  },
};
