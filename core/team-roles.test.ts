import { describe, expect, it } from 'vitest';
import {
  canGiveRole,
  canInviteAs,
  canLeave,
  canManageMember,
  TEAM_ROLES,
  type TeamAction,
  type TeamRole,
  teamCan,
} from './team-roles';

/** What the issue and docs/teams.md say each role may do, written out rather than ranked. */
const MAY: Record<TeamRole, readonly TeamAction[]> = {
  owner: [
    'viewLibrary',
    'presentKits',
    'captureLeads',
    'editFlipbooks',
    'manageKits',
    'seeAllLeads',
    'manageMembers',
    'renameTeam',
    'handOver',
  ],
  admin: [
    'viewLibrary',
    'presentKits',
    'captureLeads',
    'editFlipbooks',
    'manageKits',
    'seeAllLeads',
    'manageMembers',
    'renameTeam',
  ],
  editor: ['viewLibrary', 'presentKits', 'captureLeads', 'editFlipbooks', 'manageKits'],
  presenter: ['viewLibrary', 'presentKits', 'captureLeads'],
};
const ACTIONS = MAY.owner;

/** Every `actor→other` pair of roles a rule allows, in the roles' order. */
const pairsAllowedBy = (rule: (actor: TeamRole, other: TeamRole) => boolean) =>
  TEAM_ROLES.flatMap((actor) =>
    TEAM_ROLES.filter((other) => rule(actor, other)).map((other) => `${actor}→${other}`),
  );

describe('team roles', () => {
  it('lets each role do exactly what the team model lists for it', () => {
    for (const role of TEAM_ROLES)
      for (const action of ACTIONS)
        expect(teamCan(role, action), `${role} ${action}`).toBe(MAY[role].includes(action));
  });

  it('lets owners and admins invite up to their own rank, never as owner, and no one else invite', () => {
    expect(pairsAllowedBy(canInviteAs)).toEqual([
      'owner→admin',
      'owner→editor',
      'owner→presenter',
      'admin→admin',
      'admin→editor',
      'admin→presenter',
    ]);
  });

  it('lets a manager act only on members ranked below them: never themselves, an equal or the owner', () => {
    expect(pairsAllowedBy(canManageMember)).toEqual([
      'owner→admin',
      'owner→editor',
      'owner→presenter',
      'admin→editor',
      'admin→presenter',
    ]);
  });

  it('gives a role only to a member the actor manages, and only a role they could invite as', () => {
    for (const actor of TEAM_ROLES)
      for (const target of TEAM_ROLES)
        for (const role of TEAM_ROLES)
          expect(canGiveRole(actor, target, role), `${actor} makes ${target} ${role}`).toBe(
            canManageMember(actor, target) && canInviteAs(actor, role),
          );
    // The cases a reviewer asks about first.
    expect(canGiveRole('admin', 'editor', 'admin')).toBe(true);
    expect(canGiveRole('admin', 'admin', 'presenter')).toBe(false);
    expect(canGiveRole('owner', 'admin', 'owner')).toBe(false);
    expect(canGiveRole('editor', 'presenter', 'editor')).toBe(false);
  });

  it('keeps the owner in until the team is handed over; anyone else may leave', () => {
    expect(TEAM_ROLES.filter(canLeave)).toEqual(['admin', 'editor', 'presenter']);
  });
});
