import crypto from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Store } from '#api/store/port';
import type { InvitationRecord, TeamRecord } from '#api/store/teams';
import { GRANTABLE_ROLES, type GrantableRole, type TeamRole } from '#core/team-roles';
import { contractStore } from './contract-store';

const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();

/**
 * What the team services rely on of teams, members and invitations, run against each adapter like
 * store-contract.ts: SQLite in the vitest project "api", MongoDB in "mongo".
 */
export function teamStoreContract(name: string, open: () => Promise<Store>) {
  describe(`the ${name} store's teams`, () => {
    const kit = contractStore(open);
    const teams = () => kit.store.teams;
    const newTeam = async (over: Partial<TeamRecord> = {}) => {
      const owner = await kit.owner();
      const team = { id: crypto.randomUUID(), name: 'Sales', createdAt: at(1), ...over };
      await teams().create(team, owner);
      return { team, owner };
    };
    const join = async (teamId: string, role: GrantableRole = 'editor', joinedAt = at(2)) => {
      const userId = await kit.owner();
      expect(await teams().addMember({ teamId, userId, role, joinedAt })).toBe(true);
      return userId;
    };
    const roles = async (teamId: string) =>
      Object.fromEntries((await teams().members(teamId)).map((m) => [m.userId, m.role]));
    const owners = async (teamId: string) =>
      (await teams().members(teamId)).filter((m) => m.role === 'owner').map((m) => m.userId);

    it('creates a team with its owner, and lists it among its members’ teams with their role and head count', async () => {
      const { team, owner } = await newTeam();
      expect(await teams().get(team.id)).toEqual(team);
      expect(await teams().get(crypto.randomUUID())).toBeNull();
      expect(await teams().teamsOf(owner)).toEqual([{ team, role: 'owner', memberCount: 1 }]);
      const editor = await join(team.id, 'editor', at(3));
      const presenter = await join(team.id, 'presenter', at(2));
      expect(await teams().teamsOf(owner)).toEqual([{ team, role: 'owner', memberCount: 3 }]);
      expect(await teams().teamsOf(editor)).toEqual([{ team, role: 'editor', memberCount: 3 }]);
      expect((await teams().members(team.id)).map((m) => m.userId)).toEqual([
        owner,
        presenter,
        editor,
      ]);
      expect(await teams().membership(team.id, editor)).toEqual({
        teamId: team.id,
        userId: editor,
        role: 'editor',
        joinedAt: at(3),
      });
      expect(await teams().membership(team.id, crypto.randomUUID())).toBeNull();
      expect(await teams().teamsOf(crypto.randomUUID())).toEqual([]);
    });

    it('lists a member’s teams oldest membership first', async () => {
      const { team: later, owner: me } = await newTeam({ name: 'Later', createdAt: at(5) });
      const { team: earlier } = await newTeam({ name: 'Earlier' });
      await teams().addMember({ teamId: earlier.id, userId: me, role: 'admin', joinedAt: at(2) });
      expect(await teams().teamsOf(me)).toEqual([
        { team: earlier, role: 'admin', memberCount: 2 },
        { team: later, role: 'owner', memberCount: 1 },
      ]);
    });

    it('refuses a second team of the same id and leaves the first as it was', async () => {
      const { team, owner } = await newTeam();
      const other = await kit.owner();
      await expect(teams().create({ ...team, name: 'Copy' }, other)).rejects.toThrow();
      expect(await teams().get(team.id)).toEqual(team);
      expect(await roles(team.id)).toEqual({ [owner]: 'owner' });
      expect(await teams().teamsOf(other)).toEqual([]);
    });

    it('renames a team, and says when there is none', async () => {
      const { team } = await newTeam();
      expect(await teams().rename(team.id, 'Marketing')).toBe(true);
      expect(await teams().get(team.id)).toEqual({ ...team, name: 'Marketing' });
      expect(await teams().rename(crypto.randomUUID(), 'Nobody')).toBe(false);
    });

    it('adds a member once, and never as a second owner', async () => {
      const { team, owner } = await newTeam();
      const editor = await join(team.id, 'editor');
      const again = { teamId: team.id, userId: editor, joinedAt: at(4) };
      expect(await teams().addMember({ ...again, role: 'admin' })).toBe(false);
      expect(await teams().membership(team.id, editor)).toMatchObject({ role: 'editor' });
      // Against the types: a store that wrote it would give the team two owners.
      const outsider = await kit.owner();
      const asOwner = {
        teamId: team.id,
        userId: outsider,
        joinedAt: at(4),
        role: 'owner' as never,
      };
      expect(
        await teams()
          .addMember(asOwner)
          .catch(() => false),
      ).toBe(false);
      expect(await owners(team.id)).toEqual([owner]);
      expect(await teams().membership(team.id, outsider)).toBeNull();
    });

    it('changes a member’s role, never the owner’s, and no one’s outside the team', async () => {
      const { team, owner } = await newTeam();
      const editor = await join(team.id);
      expect(await teams().setRole(team.id, editor, 'admin')).toBe(true);
      expect(await teams().setRole(team.id, owner, 'admin')).toBe(false);
      expect(await teams().setRole(team.id, await kit.owner(), 'admin')).toBe(false);
      expect(await roles(team.id)).toEqual({ [owner]: 'owner', [editor]: 'admin' });
    });

    it('removes a member once, and never the owner', async () => {
      const { team, owner } = await newTeam();
      const editor = await join(team.id);
      expect(await teams().removeMember(team.id, owner)).toBe(false);
      expect(await teams().removeMember(team.id, editor)).toBe(true);
      expect(await teams().removeMember(team.id, editor)).toBe(false);
      expect(await roles(team.id)).toEqual({ [owner]: 'owner' });
      expect(await teams().teamsOf(editor)).toEqual([]);
    });

    it('hands a team over to a member, who owns it, and makes the old owner an admin', async () => {
      const { team, owner } = await newTeam();
      const presenter = await join(team.id, 'presenter');
      expect(await teams().handOver(team.id, owner, presenter)).toBe(true);
      expect(await roles(team.id)).toEqual({ [owner]: 'admin', [presenter]: 'owner' });
      expect(await teams().teamsOf(presenter)).toEqual([{ team, role: 'owner', memberCount: 2 }]);
    });

    it('refuses a hand-over to a non-member, to oneself, or by someone who does not own the team, changing nothing', async () => {
      const { team, owner } = await newTeam();
      const admin = await join(team.id, 'admin');
      const editor = await join(team.id, 'editor');
      const { team: other, owner: otherOwner } = await newTeam();
      const before = await roles(team.id);
      expect(await teams().handOver(team.id, owner, await kit.owner())).toBe(false);
      expect(await teams().handOver(team.id, owner, otherOwner)).toBe(false);
      expect(await teams().handOver(team.id, owner, owner)).toBe(false);
      expect(await teams().handOver(team.id, admin, editor)).toBe(false);
      expect(await teams().handOver(other.id, owner, admin)).toBe(false);
      expect(await teams().handOver(crypto.randomUUID(), owner, admin)).toBe(false);
      expect(await roles(team.id)).toEqual(before);
      expect(await roles(other.id)).toEqual({ [otherOwner]: 'owner' });
    });

    it('keeps exactly one owner through any sequence of joins, role changes, removals and hand-overs', async () => {
      const people = await Promise.all(Array.from({ length: 5 }, () => kit.owner()));
      const person = fc.nat(people.length - 1).map((i) => people[i] ?? '');
      const step = fc.oneof(
        fc.tuple(fc.constant('addMember' as const), person, fc.constantFrom(...GRANTABLE_ROLES)),
        fc.tuple(fc.constant('setRole' as const), person, fc.constantFrom(...GRANTABLE_ROLES)),
        fc.tuple(fc.constant('removeMember' as const), person),
        fc.tuple(fc.constant('handOver' as const), person, person),
      );
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
          const teamId = crypto.randomUUID();
          const first = people[0] ?? '';
          await teams().create({ id: teamId, name: 'Random', createdAt: at(1) }, first);
          // What the port's rules say the team is after each step.
          const model = new Map<string, TeamRole>([[first, 'owner']]);
          for (const [op, who, arg] of steps) {
            const expected = applyToModel(model, op, who, arg);
            expect(await perform(kit.store, teamId, op, who, arg)).toBe(expected);
            expect(await owners(teamId)).toHaveLength(1);
          }
          expect(await roles(teamId)).toEqual(Object.fromEntries(model));
        }),
        { numRuns: 15 },
      );
    }, 60_000);

    it('deletes a team with its members and invitations', async () => {
      const { team, owner } = await newTeam();
      const editor = await join(team.id);
      const invitation = invitationOf(team.id, owner);
      await kit.store.invitations.create(invitation);
      expect(await teams().delete(team.id)).toBe(true);
      expect(await teams().get(team.id)).toBeNull();
      expect(await teams().members(team.id)).toEqual([]);
      expect(await teams().teamsOf(editor)).toEqual([]);
      expect(await teams().teamsOf(owner)).toEqual([]);
      expect(await kit.store.invitations.findByTokenHash(invitation.tokenHash)).toBeNull();
      expect(await teams().delete(team.id)).toBe(false);
    });

    it('counts the teams there are', async () => {
      const before = await teams().count();
      const { team } = await newTeam();
      await newTeam();
      expect(await teams().count()).toBe(before + 2);
      await teams().delete(team.id);
      expect(await teams().count()).toBe(before + 1);
    });

    it('takes a deleted user’s memberships with them', async () => {
      const { team, owner } = await newTeam();
      const { team: own, owner: leaving } = await newTeam();
      await teams().addMember({ teamId: team.id, userId: leaving, role: 'admin', joinedAt: at(2) });
      await teams().handOver(own.id, leaving, await join(own.id));
      expect(await kit.store.users.delete(leaving)).toBe(true);
      expect(await teams().teamsOf(leaving)).toEqual([]);
      expect(await teams().membership(team.id, leaving)).toBeNull();
      expect(await teams().membership(own.id, leaving)).toBeNull();
      expect(await roles(team.id)).toEqual({ [owner]: 'owner' });
      expect(await teams().teamsOf(owner)).toEqual([{ team, role: 'owner', memberCount: 1 }]);
    });
  });
}

type Step =
  | readonly ['addMember' | 'setRole', string, GrantableRole]
  | readonly ['removeMember', string]
  | readonly ['handOver', string, string];

/** Applies a step to the model of a team by the port's rules; whether the store should say true. */
function applyToModel(
  model: Map<string, TeamRole>,
  op: Step[0],
  who: string,
  arg: string | undefined,
): boolean {
  const role = model.get(who);
  if (op === 'addMember') {
    if (role) return false;
    model.set(who, arg as GrantableRole);
  } else if (op === 'setRole' || op === 'removeMember') {
    if (!role || role === 'owner') return false;
    if (op === 'setRole') model.set(who, arg as GrantableRole);
    else model.delete(who);
  } else {
    const to = arg ?? '';
    if (role !== 'owner' || to === who || !model.has(to)) return false;
    model.set(who, 'admin');
    model.set(to, 'owner');
  }
  return true;
}

function perform(
  store: Store,
  teamId: string,
  op: Step[0],
  who: string,
  arg: string | undefined,
): Promise<boolean> {
  const { teams } = store;
  if (op === 'addMember')
    return teams.addMember({ teamId, userId: who, role: arg as GrantableRole, joinedAt: at(2) });
  if (op === 'setRole') return teams.setRole(teamId, who, arg as GrantableRole);
  if (op === 'removeMember') return teams.removeMember(teamId, who);
  return teams.handOver(teamId, who, arg ?? '');
}

/** A pending invitation to the team, to a fresh address, expiring long after the cases' `now`. */
export function invitationOf(
  teamId: string,
  invitedBy: string,
  over: Partial<InvitationRecord> = {},
): InvitationRecord {
  const id = crypto.randomUUID();
  return {
    id,
    teamId,
    email: `${id.slice(0, 8)}@example.com`,
    role: 'editor',
    tokenHash: crypto.randomBytes(32).toString('hex'),
    invitedBy,
    createdAt: at(1),
    expiresAt: at(8),
    acceptedAt: null,
    withdrawnAt: null,
    ...over,
  };
}
