import type Database from 'better-sqlite3';
import type { DeliveryStatus, WebhookEvent } from '#core/webhooks';
import type {
  WebhookDelivery,
  WebhookDeliveryStore,
  WebhookRecord,
  WebhookStore,
} from '../webhooks';

interface WebhookRow {
  owner_id: string;
  url: string;
  enabled: number;
  secret: string;
  created_at: number;
  updated_at: number;
}

export function sqliteWebhookStore(db: Database.Database): WebhookStore {
  const get = db.prepare<[string], WebhookRow>('SELECT * FROM webhooks WHERE owner_id = ?');
  const put = db.prepare(
    `INSERT INTO webhooks (owner_id, url, enabled, secret, created_at, updated_at)
     VALUES (@ownerId, @url, @enabled, @secret, @createdAt, @updatedAt)
     ON CONFLICT (owner_id) DO UPDATE SET url = excluded.url, enabled = excluded.enabled,
       secret = excluded.secret, updated_at = excluded.updated_at`,
  );
  const remove = db.prepare<[string]>('DELETE FROM webhooks WHERE owner_id = ?');
  return {
    get: async (ownerId): Promise<WebhookRecord | null> => {
      const row = get.get(ownerId);
      if (!row) return null;
      return {
        ownerId: row.owner_id,
        url: row.url,
        enabled: row.enabled === 1,
        secret: row.secret,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      };
    },
    put: async (record) => {
      put.run({ ...record, enabled: record.enabled ? 1 : 0 });
    },
    remove: async (ownerId) => {
      remove.run(ownerId);
    },
  };
}

interface DeliveryRow {
  id: string;
  owner_id: string;
  lead_id: string | null;
  type: string;
  body: string;
  created_at: number;
  next_attempt_at: number;
  lease_until: number | null;
  attempts: number;
  status: string;
  last_status: number | null;
  last_error: string | null;
}

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  ownerId: row.owner_id,
  leadId: row.lead_id,
  // Written only from the port's own types.
  type: row.type as WebhookEvent,
  body: row.body,
  createdAt: row.created_at,
  nextAttemptAt: row.next_attempt_at,
  leaseUntil: row.lease_until,
  attempts: row.attempts,
  status: row.status as DeliveryStatus,
  lastStatus: row.last_status,
  lastError: row.last_error,
});

export function sqliteWebhookDeliveryStore(db: Database.Database): WebhookDeliveryStore {
  const insert = db.prepare(
    `INSERT INTO webhook_deliveries (id, owner_id, lead_id, type, body, created_at, next_attempt_at)
     VALUES (@id, @ownerId, @leadId, @type, @body, @createdAt, @nextAttemptAt)
     ON CONFLICT (id) DO NOTHING`,
  );
  // One statement: SQLite runs one writer at a time, so two claims never take the same delivery.
  const claim = db.prepare<[{ now: number; leaseUntil: number }], DeliveryRow>(
    `UPDATE webhook_deliveries SET lease_until = @leaseUntil, attempts = attempts + 1
     WHERE id = (
       SELECT id FROM webhook_deliveries
       WHERE status = 'pending' AND next_attempt_at <= @now
         AND (lease_until IS NULL OR lease_until <= @now)
       ORDER BY next_attempt_at, created_at, id LIMIT 1)
     RETURNING *`,
  );
  const settle = db.prepare(
    `UPDATE webhook_deliveries SET status = @status, next_attempt_at = @nextAttemptAt,
       last_status = @lastStatus, last_error = @lastError, lease_until = NULL,
       body = CASE WHEN @status = 'pending' THEN body ELSE '' END
     WHERE id = @id AND status = 'pending'`,
  );
  const drop = db.prepare<[string, string]>(
    `UPDATE webhook_deliveries SET status = 'failed', last_error = ?, body = '', lease_until = NULL
     WHERE lead_id = ? AND status = 'pending' AND type <> 'lead.forgotten'`,
  );
  const recent = db.prepare<[string, number], DeliveryRow>(
    `SELECT * FROM webhook_deliveries WHERE owner_id = ?
     ORDER BY created_at DESC, rowid DESC LIMIT ?`,
  );
  const purge = db.prepare<[string]>('DELETE FROM webhook_deliveries WHERE owner_id = ?');
  return {
    enqueue: async (delivery) => {
      insert.run(delivery);
    },
    claimNext: async (now, leaseUntil) => {
      const row = claim.get({ now, leaseUntil });
      return row ? toDelivery(row) : null;
    },
    settle: async (id, outcome) => {
      settle.run({ id, ...outcome });
    },
    dropLead: async (leadId, reason) => {
      drop.run(reason, leadId);
    },
    recent: async (ownerId, limit) => recent.all(ownerId, limit).map(toDelivery),
    purgeOwner: async (ownerId) => {
      purge.run(ownerId);
    },
  };
}
