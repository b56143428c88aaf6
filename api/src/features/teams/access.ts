import type { FlipbookAccess } from '#core/library-access';
import { type TeamAction, type TeamRole, teamCan } from '#core/team-roles';
import { forbidden, notFound } from '../../http-errors';
import type { Store } from '../../store/port';
import type { MembershipRecord, TeamRecord } from '../../store/teams';

/** The caller's place in a team. */
export interface Place {
  team: TeamRecord;
  me: MembershipRecord;
}

const teamNotFound = () => notFound('Team not found');
/** A member whose role does not allow an action: they know the team already, so a 403. */
export const roleForbids = () => forbidden('Your role in this team does not allow this');
export const memberNotFound = () => notFound('Member not found');

/**
 * The team and the caller's membership, or 404 for a team they are not in, exactly as for a
 * team that does not exist: a non-member cannot tell which teams there are.
 */
export async function placeIn(store: Store, teamId: string, userId: string): Promise<Place> {
  const me = await store.teams.membership(teamId, userId);
  const team = me && (await store.teams.get(teamId));
  if (!me || !team) throw teamNotFound();
  return { team, me };
}

/** A member whose role does not allow `action` gets a 403: they know the team already. */
export function mustBeAllowed(place: Place, action: TeamAction): void {
  if (!teamCan(place.me.role, action)) throw roleForbids();
}

/** Another member of the team, or 404. */
export async function memberOf(store: Store, teamId: string, userId: string) {
  const member = await store.teams.membership(teamId, userId);
  if (!member) throw memberNotFound();
  return member;
}

/**
 * The person's role in the team whose library holds `item`: null for a personal item, a missing
 * one, or someone outside the team.
 */
export async function roleInLibraryOf(
  store: Store,
  item: { teamId: string | null } | null,
  userId: string,
): Promise<TeamRole | null> {
  if (!item?.teamId) return null;
  return (await store.teams.membership(item.teamId, userId))?.role ?? null;
}

/**
 * A library's flipbook or kit the person may change: a member who may only see it gets a 403;
 * anyone else the 404 of a missing one, so a removed member learns nothing of the team's.
 */
export function mustChange<T>(found: T | null, access: FlipbookAccess, missing: string): T {
  if (!found || access === 'none') throw notFound(missing);
  if (access === 'read') throw roleForbids();
  return found;
}
