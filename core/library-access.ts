import { type TeamRole, teamCan } from './team-roles';

/** What a person may do with one flipbook: change it, only see it, or not know it exists. */
export type FlipbookAccess = 'edit' | 'read' | 'none';

/**
 * A flipbook's library decides who reaches it (docs/teams.md, "The shared library"): a personal
 * one is its owner's alone; a team's belongs to the membership, whoever made it, so a creator
 * removed from the team keeps nothing of it. `role` is the person's role in the flipbook's team
 * (null when they are not a member, or the flipbook is personal).
 */
export function flipbookAccess(
  flipbook: { ownerId: string; teamId: string | null },
  userId: string,
  role: TeamRole | null,
): FlipbookAccess {
  if (flipbook.teamId === null) return flipbook.ownerId === userId ? 'edit' : 'none';
  if (role === null) return 'none';
  return teamCan(role, 'editFlipbooks') ? 'edit' : 'read';
}
