import {
  ADMIN_RECENT_COUNT,
  type AdminAnalytics,
  type DailyViews,
  type FlipbookStatistics,
  type UserAnalytics,
} from '#core/schemas/flipbooks';
import { lastDays, VIEW_HISTORY_DAYS } from '#core/view-days';
import type { ViewScope } from '../../store/flipbooks';
import type { Store } from '../../store/port';
import type { UserRecord } from '../../store/users';
import { ownLiveFlipbook } from '../flipbooks/owned';
import { toAdminItem } from '../flipbooks/present';
import { readingStatistics } from './statistics';

/**
 * The figures of flipbooks: an owner's (their profile's analytics), one flipbook's (its card's
 * Statistics) and everyone's (the admin dashboard). Views by day, readers and read depth over the
 * last days, each read from the store's counters.
 */
export class AnalyticsService {
  private readonly store: Store;
  private readonly now: () => number;
  private readonly reading: ReturnType<typeof readingStatistics>;

  constructor(deps: { store: Store; now: () => number }) {
    this.store = deps.store;
    this.now = deps.now;
    this.reading = readingStatistics(deps.store.reading);
  }

  private async dailyViews(scope: ViewScope, days = lastDays(this.now())): Promise<DailyViews> {
    const counts = await this.store.flipbooks.viewsByDay(scope, days);
    return days.map((day, i) => ({ day, views: counts[i] ?? 0 }));
  }

  async userAnalytics(user: UserRecord): Promise<UserAnalytics> {
    const days = lastDays(this.now());
    const [totals, viewsByDay, uniqueReaders, averageReadDepth] = await Promise.all([
      this.store.flipbooks.totals({ ownerId: user.id }),
      this.dailyViews({ ownerId: user.id }, days),
      this.reading.readersOf({ ownerId: user.id }, days),
      this.store.flipbooks.listByOwner(user.id).then((owned) =>
        this.reading.readDepthOf(
          owned.map((f) => f.id),
          days,
        ),
      ),
    ]);
    return {
      totalViews: totals.views,
      viewsByDay,
      uniqueReaders,
      averageReadDepth,
      liveFlipbooksCount: totals.liveCount,
      deletedFlipbooksCount: totals.deletedCount,
      totalCreatedCount: totals.liveCount + totals.deletedCount,
    };
  }

  /**
   * One of the owner's flipbooks over the last `period` days: its views, its reading and the
   * leads its visitors left.
   */
  async statistics(
    user: UserRecord,
    id: string,
    { days: period = VIEW_HISTORY_DAYS, event }: { days?: number; event?: string | undefined } = {},
  ): Promise<FlipbookStatistics> {
    const found = await ownLiveFlipbook(this.store.flipbooks, user, id);
    const days = lastDays(this.now(), period);
    const [viewsByDay, { eventViews, ...read }, leads] = await Promise.all([
      this.dailyViews({ flipbookId: found.id }, days),
      this.reading.ofFlipbook(found.id, days, event ?? null),
      this.store.leads.countByFlipbook(found.id, event),
    ]);
    if (event === undefined)
      return { totalViews: found.views, viewsByDay, ...read, leads, event: null };
    // An event's views are those its links counted in the period.
    const totalViews = eventViews.reduce((sum, d) => sum + d.views, 0);
    return { totalViews, viewsByDay: eventViews, ...read, leads, event };
  }

  async adminAnalytics(): Promise<AdminAnalytics> {
    const [totals, recent, viewsByDay, readers, teams] = await Promise.all([
      this.store.flipbooks.totals(),
      this.store.flipbooks.listAll(ADMIN_RECENT_COUNT),
      this.dailyViews('all'),
      this.reading.readersOf('all', lastDays(this.now())),
      this.store.teams.count(),
    ]);
    return {
      totalFlipbooks: totals.liveCount,
      totalViews: totals.views,
      viewsByDay,
      uniqueReaders: readers,
      recent: recent.map(toAdminItem),
      teams,
    };
  }
}
