import type Database from 'better-sqlite3';
import type { CountedView, DailyViewBound, FlipbookStore, ViewScope } from '../flipbooks';
import { type FlipbookRow, lower, toRecord } from './flipbook-rows';
import { madeScope, perShape } from './made-scope';

type PendingView = {
  id: string;
  day: string;
  resolve: (r: CountedView | null) => void;
  reject: (e: unknown) => void;
};

/** The writes live and offline views share: a flipbook's total, and a day's count. */
function viewWrites(viewsDb: Database.Database) {
  return {
    addViewsTo: viewsDb.prepare<[number, string], FlipbookRow>(
      'UPDATE flipbooks SET views = views + ? WHERE id = ? AND deleted_at IS NULL RETURNING *',
    ),
    addToViewDay: viewsDb.prepare<[string, string, number]>(
      `INSERT INTO view_days (flipbook_id, day, count) VALUES (?, ?, ?)
       ON CONFLICT (flipbook_id, day) DO UPDATE SET count = count + excluded.count`,
    ),
  };
}

type ViewWrites = ReturnType<typeof viewWrites>;

/**
 * Group commit: the views that arrive in one turn of the event loop are applied in one
 * transaction, one atomic UPDATE … views + n per flipbook, and answered once it is committed;
 * each viewer is still told its own count (a link opened by many at once is the hot case).
 */
function liveViews(
  viewsDb: Database.Database,
  { addViewsTo, addToViewDay }: ViewWrites,
): Pick<FlipbookStore, 'addView'> {
  let pendingViews: PendingView[] = [];
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
  return {
    addView: (id, day) =>
      new Promise((resolve, reject) => {
        pendingViews.push({ id: lower(id), day, resolve, reject });
        if (pendingViews.length === 1) setImmediate(flushViews);
      }),
  };
}

/** Views counted offline, once per key and within the day's bound. */
function offlineViews(
  viewsDb: Database.Database,
  { addViewsTo, addToViewDay }: ViewWrites,
): Pick<FlipbookStore, 'addViews'> {
  const currentViews = viewsDb.prepare<[string], { views: number }>(
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
      const live = currentViews.get(id);
      if (!live) return null;
      if (claimKey.run(id, key, source).changes === 0) return live.views;
      const added = Math.min(count, bound.max - (dayCount.get(id, bound.day)?.count ?? 0));
      if (added <= 0) return live.views;
      addToDay.run(id, bound.day, added);
      addToViewDay.run(id, bound.day, added);
      return addViewsTo.get(added, id)?.views ?? null;
    },
  );
  return {
    addViews: async (id, key, count, bound, source) =>
      addViews(lower(id), key, count, bound, source ?? null),
  };
}

function viewsPerDay(viewsDb: Database.Database): Pick<FlipbookStore, 'viewsByDay'> {
  const perDay = (where: string) =>
    viewsDb.prepare<Record<string, string>, { day: string; views: number }>(
      `SELECT d.day AS day, SUM(d.count) AS views FROM view_days d JOIN flipbooks f ON f.id = d.flipbook_id
       WHERE f.deleted_at IS NULL AND d.day BETWEEN @first AND @last${where} GROUP BY d.day`,
    );
  const everyone = perDay('');
  const scoped = perShape(perDay);
  const flipbook = perDay(' AND f.id = @id');
  const rowsOf = (scope: ViewScope, range: { first: string; last: string }) => {
    if (scope === 'all') return everyone.all(range);
    if ('flipbookId' in scope) return flipbook.all({ ...range, id: lower(scope.flipbookId) });
    const { shape, params } = madeScope(scope);
    return scoped[shape].all({ ...range, ...params });
  };
  return {
    viewsByDay: async (scope, days) => {
      const sorted = [...days].sort();
      const rows = rowsOf(scope, { first: sorted[0] ?? '', last: sorted.at(-1) ?? '' });
      const byDay = new Map(rows.map((r) => [r.day, r.views]));
      return days.map((day) => byDay.get(day) ?? 0);
    },
  };
}

/**
 * A flipbook's views, written on `viewsDb`: a second connection with synchronous=NORMAL, as a
 * view must survive a crash of the process (WAL keeps it) but need not wait for an fsync, unlike
 * account data.
 */
export function flipbookViews(
  viewsDb: Database.Database,
): Pick<FlipbookStore, 'addView' | 'addViews' | 'viewsByDay'> {
  const writes = viewWrites(viewsDb);
  return {
    ...liveViews(viewsDb, writes),
    ...offlineViews(viewsDb, writes),
    ...viewsPerDay(viewsDb),
  };
}
