import { type TeamAction, type TeamRole, teamCan } from './team-roles';

/** What a person may do with one flipbook: change it, only see it, or not know it exists. */
export type FlipbookAccess = 'edit' | 'read' | 'none';

/** A flipbook or a kit: who made it, and the team whose library holds it (null: personal). */
type LibraryItem = { ownerId: string; teamId: string | null };

/**
 * A personal item is its maker's alone; a team's is every member's to see, and theirs to change
 * whose role allows `change`.
 */
function libraryItemAccess(
  item: LibraryItem,
  userId: string,
  role: TeamRole | null,
  change: TeamAction,
): FlipbookAccess {
  if (item.teamId === null) return item.ownerId === userId ? 'edit' : 'none';
  if (role === null) return 'none';
  return teamCan(role, change) ? 'edit' : 'read';
}

/**
 * A flipbook's library decides who reaches it (docs/teams.md, "The shared library"): a personal
 * one is its owner's alone; a team's belongs to the membership, whoever made it, so a creator
 * removed from the team keeps nothing of it. `role` is the person's role in the flipbook's team
 * (null when they are not a member, or the flipbook is personal).
 */
export function flipbookAccess(
  flipbook: LibraryItem,
  userId: string,
  role: TeamRole | null,
): FlipbookAccess {
  return libraryItemAccess(flipbook, userId, role, 'editFlipbooks');
}

/**
 * What a person may do with an event kit: as with a flipbook, a personal kit is its owner's
 * alone; a team's is every member's to present, and editors and above change it.
 */
export function kitAccess(kit: LibraryItem, userId: string, role: TeamRole | null): FlipbookAccess {
  return libraryItemAccess(kit, userId, role, 'manageKits');
}

/**
 * Whether a kit may hold a flipbook: one of the kit's own library, the team's for a team kit,
 * the kit owner's personal ones for a personal kit.
 */
export function kitMayHold(kit: LibraryItem, flipbook: LibraryItem): boolean {
  if (kit.teamId !== null) return flipbook.teamId === kit.teamId;
  return flipbook.teamId === null && flipbook.ownerId === kit.ownerId;
}

/**
 * Whether a person may see and act on a lead (its staff notes, its deletion). A personal
 * flipbook's leads are its owner's; a team flipbook's (`teamId`) are the team's: owners and admins
 * handle every one, other members the ones they captured, and no one outside the team any.
 */
export function mayHandleLead(
  lead: { ownerId: string; capturedBy: string | null },
  teamId: string | null,
  userId: string,
  role: TeamRole | null,
): boolean {
  if (teamId === null) return lead.ownerId === userId;
  if (role === null) return false;
  return teamCan(role, 'seeAllLeads') || lead.capturedBy === userId;
}
