import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Store } from '#api/store/port';
import { contractStore } from './contract-store';
import { invitationOf } from './team-store-contract';

const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();
/** The moment the cases ask about: after every invitation was made, before any expires. */
const NOW = at(3);

/**
 * What the invitation service relies on of the invitations, run against each adapter like
 * store-contract.ts: SQLite in the vitest project "api", MongoDB in "mongo".
 */
export function invitationStoreContract(name: string, open: () => Promise<Store>) {
  describe(`the ${name} store's team invitations`, () => {
    const kit = contractStore(open);
    const invitations = () => kit.store.invitations;
    const newTeam = async () => {
      const owner = await kit.owner();
      const id = crypto.randomUUID();
      await kit.store.teams.create({ id, name: 'Sales', createdAt: at(1) }, owner);
      return { id, owner };
    };
    const invited = async (over: Parameters<typeof invitationOf>[2] = {}) => {
      const team = await newTeam();
      const invitation = invitationOf(team.id, team.owner, over);
      await invitations().create(invitation);
      return { team, invitation };
    };
    const pendingIds = async (teamId: string) =>
      (await invitations().pending(teamId, NOW)).map((i) => i.id);

    it('stores an invitation, finds it by its secret’s hash, and refuses that hash twice', async () => {
      const { team, invitation } = await invited();
      expect(await invitations().findByTokenHash(invitation.tokenHash)).toEqual(invitation);
      expect(await invitations().findByTokenHash('0'.repeat(64))).toBeNull();
      const again = invitationOf(team.id, team.owner, { tokenHash: invitation.tokenHash });
      await expect(invitations().create(again)).rejects.toThrow();
      expect(await pendingIds(team.id)).toEqual([invitation.id]);
    });

    it('lists a team’s pending invitations newest first, without accepted, withdrawn, expired or other teams’ ones', async () => {
      const team = await newTeam();
      const make = async (over: Parameters<typeof invitationOf>[2]) => {
        const invitation = invitationOf(team.id, team.owner, over);
        await invitations().create(invitation);
        return invitation.id;
      };
      const older = await make({ createdAt: at(1) });
      const newer = await make({ createdAt: at(2) });
      await make({ acceptedAt: at(2) });
      await make({ withdrawnAt: at(2) });
      await make({ expiresAt: at(2) });
      await make({ expiresAt: NOW });
      await invited();
      expect(await pendingIds(team.id)).toEqual([newer, older]);
      expect(await invitations().pending(crypto.randomUUID(), NOW)).toEqual([]);
    });

    it('withdraws a pending invitation once, and only through its own team', async () => {
      const { team, invitation } = await invited();
      const other = await newTeam();
      expect(await invitations().withdraw(other.id, invitation.id, NOW)).toBe(false);
      expect(await pendingIds(team.id)).toEqual([invitation.id]);
      expect(await invitations().withdraw(team.id, invitation.id, NOW)).toBe(true);
      expect(await invitations().withdraw(team.id, invitation.id, NOW)).toBe(false);
      expect(await invitations().findByTokenHash(invitation.tokenHash)).toMatchObject({
        withdrawnAt: NOW,
        acceptedAt: null,
      });
      expect(await invitations().accept(invitation.id, NOW, NOW)).toBe(false);
    });

    it('withdraws no accepted invitation', async () => {
      const { team, invitation } = await invited();
      expect(await invitations().accept(invitation.id, NOW, NOW)).toBe(true);
      expect(await invitations().withdraw(team.id, invitation.id, NOW)).toBe(false);
      expect(await invitations().findByTokenHash(invitation.tokenHash)).toMatchObject({
        acceptedAt: NOW,
        withdrawnAt: null,
      });
    });

    it('withdraws every pending invitation of the team to an address, and says how many', async () => {
      const team = await newTeam();
      const email = `${crypto.randomUUID().slice(0, 8)}@example.com`;
      const of = (over: Parameters<typeof invitationOf>[2] = {}) =>
        invitationOf(team.id, team.owner, { email, ...over });
      const [first, second, accepted, otherAddress] = [
        of(),
        of(),
        of({ acceptedAt: at(2) }),
        of({ email: 'someone.else@example.com' }),
      ];
      for (const i of [first, second, accepted, otherAddress]) await invitations().create(i);
      const { invitation: otherTeams } = await invited({ email });
      expect(await invitations().withdrawFor(team.id, email, NOW)).toBe(2);
      expect(await invitations().withdrawFor(team.id, email, NOW)).toBe(0);
      expect(await pendingIds(team.id)).toEqual([otherAddress.id]);
      expect(await pendingIds(otherTeams.teamId)).toEqual([otherTeams.id]);
      expect(await invitations().findByTokenHash(accepted.tokenHash)).toMatchObject({
        withdrawnAt: null,
      });
    });

    it('accepts a pending invitation once', async () => {
      const { team, invitation } = await invited();
      expect(await invitations().accept(invitation.id, NOW, NOW)).toBe(true);
      expect(await invitations().accept(invitation.id, at(4), NOW)).toBe(false);
      expect(await invitations().findByTokenHash(invitation.tokenHash)).toEqual({
        ...invitation,
        acceptedAt: NOW,
      });
      expect(await pendingIds(team.id)).toEqual([]);
      expect(await invitations().accept(crypto.randomUUID(), NOW, NOW)).toBe(false);
    });

    it('accepts no invitation past its expiry, nor at it', async () => {
      const { invitation } = await invited({ expiresAt: NOW });
      expect(await invitations().accept(invitation.id, at(4), at(4))).toBe(false);
      expect(await invitations().accept(invitation.id, NOW, NOW)).toBe(false);
      expect(await invitations().accept(invitation.id, at(2), at(2))).toBe(true);
    });

    it('accepts an invitation for exactly one of 20 callers accepting it at once', async () => {
      const { invitation } = await invited();
      const accepted = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          invitations().accept(
            invitation.id,
            `${NOW.slice(0, -4)}${String(i).padStart(3, '0')}Z`,
            NOW,
          ),
        ),
      );
      expect(accepted.filter(Boolean)).toHaveLength(1);
      const winner = accepted.indexOf(true);
      expect((await invitations().findByTokenHash(invitation.tokenHash))?.acceptedAt).toBe(
        `${NOW.slice(0, -4)}${String(winner).padStart(3, '0')}Z`,
      );
    });
  });
}
