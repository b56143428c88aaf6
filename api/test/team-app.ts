import crypto from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import type { GrantableRole } from '#core/team-roles';
import { bearer, call } from './http';
import { linkIn, startMailSink, tokenOf } from './mail-sink';
import { startTestApp, type TestApp } from './test-app';
import { createTestUser, type TestUser } from './users';

/** A team with one member of each role, and who is who. */
export interface SeededTeam {
  id: string;
  owner: TestUser;
  admin: TestUser;
  editor: TestUser;
  presenter: TestUser;
}

/**
 * For a describe block of team calls: one app over real HTTP with a real SMTP sink and a clock
 * the tests move, and the calls the suites make.
 */
export function useTeamApp() {
  const kit = {
    app: undefined as unknown as TestApp,
    sink: undefined as unknown as Awaited<ReturnType<typeof startMailSink>>,
    clock: Date.now(),
    url: (path: string) => `${kit.app.url}/api${path}`,
    /** A JSON call as `user` (anonymous without one). */
    as: (user: TestUser | null, method: string, path: string, body?: unknown) =>
      call(kit.url(path), { method, body, headers: user ? bearer(user.token) : {} }),
    user: (over: Parameters<typeof createTestUser>[1] = {}) => createTestUser(kit.app, over),
    /** A team made over HTTP by a new owner, with an admin, an editor and a presenter added. */
    async team(name = 'Nordlys Outdoor'): Promise<SeededTeam> {
      const owner = await kit.user();
      const made = await kit.as(owner, 'POST', '/teams', { name });
      expect(made.status).toBe(201);
      const id = made.body.id as string;
      const added = async (role: GrantableRole) => {
        const member = await kit.user();
        await kit.app.store.teams.addMember({
          teamId: id,
          userId: member.user.id,
          role,
          joinedAt: new Date().toISOString(),
        });
        return member;
      };
      return {
        id,
        owner,
        admin: await added('admin'),
        editor: await added('editor'),
        presenter: await added('presenter'),
      };
    },
    /** Invites `email` as `role` over HTTP and returns the link's token from the mail it got. */
    async invite(by: TestUser, teamId: string, email: string, role: GrantableRole = 'editor') {
      // Addresses are kept, and mailed, in lower case.
      const to = email.toLowerCase();
      const before = kit.sink.forAddress(to).length;
      const res = await kit.as(by, 'POST', `/teams/${teamId}/invitations`, { email, role });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const mail = await kit.sink.waitFor(to, before + 1);
      const link = linkIn(mail, '/invite');
      return { invitation: res.body, token: tokenOf(link), link, mail };
    },
    randomId: () => crypto.randomUUID(),
  };
  beforeAll(async () => {
    kit.sink = await startMailSink();
    kit.app = await startTestApp(
      { SMTP_URL: kit.sink.url, PUBLIC_URL: 'https://flip.example.com', TRUST_PROXY: '1' },
      { now: () => kit.clock },
    );
  });
  afterAll(async () => {
    await kit.app.close();
    await kit.sink.close();
  });
  return kit;
}
