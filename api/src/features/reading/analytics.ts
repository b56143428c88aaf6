import {
  ADMIN_RECENT_COUNT,
  type AdminAnalytics,
  type AnalyticsQuery,
  type DailyViews,
  type FlipbookStatistics,
  type UserAnalytics,
} from '#core/schemas/flipbooks';
import { lastDays, VIEW_HISTORY_DAYS } from '#core/view-days';
import { badRequest } from '../../http-errors';
import type { MadeScope, ViewScope } from '../../store/flipbooks';
import type { Store } from '../../store/port';
import type { UserRecord } from '../../store/users';
import { readableFlipbook } from '../flipbooks/owned';
import { toAdminItem } from '../flipbooks/present';
import { placeIn } from '../teams/access';
import { readingStatistics } from './statistics';

/**
 * The figures of flipbooks: a person's or a team library's (the profile's analytics), one
 * flipbook's (its card's Statistics) and everyone's (the admin dashboard). Views by day, readers
 * and read depth over the last days, each read from the store's counters.
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

  /**
   * The profile's figures over everything the user made, or over a team library of theirs, whole
   * or the part one member of it made (docs/teams.md): a team they are not in is a 404, a member
   * not in it a 400.
   */
  async userAnalytics(user: UserRecord, query: AnalyticsQuery = {}): Promise<UserAnalytics> {
    const scope = await this.scopeOf(user, query);
    const days = lastDays(this.now());
    const [totals, viewsByDay, uniqueReaders, averageReadDepth] = await Promise.all([
      this.store.flipbooks.totals(scope),
      this.dailyViews(scope, days),
      this.reading.readersOf(scope, days),
      this.liveIds(scope).then((ids) => this.reading.readDepthOf(ids, days)),
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

  private async scopeOf(user: UserRecord, { team, member }: AnalyticsQuery): Promise<MadeScope> {
    if (team === undefined) return { ownerId: user.id };
    await placeIn(this.store, team, user.id);
    if (member === undefined) return { teamId: team };
    if (!(await this.store.teams.membership(team, member)))
      throw badRequest('This person is not a member of the team');
    return { teamId: team, ownerId: member };
  }

  /** The ids of a scope's live flipbooks. */
  private async liveIds(scope: MadeScope): Promise<string[]> {
    if (!('teamId' in scope))
      return (await this.store.flipbooks.listByOwner(scope.ownerId)).map((f) => f.id);
    const { teamId, ownerId } = scope;
    const library = await this.store.flipbooks.listByTeam(teamId);
    return library.filter((f) => ownerId === undefined || f.ownerId === ownerId).map((f) => f.id);
  }

  /**
   * A flipbook over the last `period` days: its views, its reading and the leads its visitors
   * left. Its owner's personal one, or any of a team library the user is in.
   */
  async statistics(
    user: UserRecord,
    id: string,
    { days: period = VIEW_HISTORY_DAYS, event }: { days?: number; event?: string | undefined } = {},
  ): Promise<FlipbookStatistics> {
    const found = await readableFlipbook(this.store, user, id);
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
