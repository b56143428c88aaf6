import type Database from 'better-sqlite3';
import type { RateLimitStore } from '../rate-limits';

interface WindowRow {
  count: number;
  reset_at: number;
}

export function sqliteRateLimitStore(db: Database.Database): RateLimitStore {
  // One statement: a window that has ended restarts at 1, otherwise the count goes up.
  const hit = db.prepare<[{ key: string; now: number; windowMs: number }], WindowRow>(
    `INSERT INTO rate_limits (key, count, reset_at) VALUES (@key, 1, @now + @windowMs)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN reset_at <= @now THEN 1 ELSE count + 1 END,
       reset_at = CASE WHEN reset_at <= @now THEN @now + @windowMs ELSE reset_at END
     RETURNING count, reset_at`,
  );
  const giveBack = db.prepare<[string, number]>(
    'UPDATE rate_limits SET count = count - 1 WHERE key = ? AND reset_at = ? AND count > 0',
  );
  const reset = db.prepare<[string]>('DELETE FROM rate_limits WHERE key = ?');
  const purge = db.prepare<[number]>('DELETE FROM rate_limits WHERE reset_at <= ?');
  const toWindow = (row: WindowRow) => ({ count: row.count, resetAt: row.reset_at });
  return {
    hit: async (key, windowMs, now) => {
      const row = hit.get({ key, now, windowMs });
      if (!row) throw new Error('rate limit upsert returned nothing');
      return toWindow(row);
    },
    giveBack: async (key, resetAt) => {
      giveBack.run(key, resetAt);
    },
    reset: async (key) => {
      reset.run(key);
    },
    purgeEnded: async (now) => purge.run(now).changes,
  };
}
