import { describe, expect, it } from 'vitest';
import { mailPart } from '#api-test/mail-sink';
import { useTeamApp } from '#api-test/team-app';
import { INVITATION_DAYS } from '#core/team-roles';
import { invitationTokenHash } from './invitation-tokens';

const DAY_MS = 24 * 60 * 60_000;

/** Invitations to a team over HTTP, with their mails (docs/api.md, "Teams"). */
describe('team invitations', () => {
  const t = useTeamApp();
  const preview = (token: string) => t.as(null, 'POST', '/invitations/preview', { token });

  it('mails a link whose preview names the team, and the invited account joins with it', async () => {
    const team = await t.team('Nordlys <Outdoor>');
    const invitee = await t.user({ email: 'ada.join@example.com' });
    const { invitation, token, link, mail } = await t.invite(
      team.admin,
      team.id,
      'Ada.Join@Example.com',
      'presenter',
    );
    expect(invitation).toMatchObject({ email: 'ada.join@example.com', role: 'presenter' });
    expect(invitation.invitedBy).toBe(team.admin.user.id);
    expect(link.startsWith('https://flip.example.com/invite?token=')).toBe(true);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(mail.raw).toMatch(/Subject: Test User invited you to Nordlys <Outdoor> on Flipfold/);
    expect(mailPart(mail.raw, 'text/html')).toContain('Nordlys &lt;Outdoor&gt;');
    expect(mailPart(mail.raw, 'text/plain')).toContain(link);
    const seen = await preview(token);
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual({
      teamName: 'Nordlys <Outdoor>',
      role: 'presenter',
      email: 'ada.join@example.com',
      invitedByName: 'Test User',
      expiresAt: invitation.expiresAt,
    });
    const joined = await t.as(invitee, 'POST', '/invitations/accept', { token });
    expect(joined.status).toBe(200);
    expect(joined.body).toEqual({
      id: team.id,
      name: 'Nordlys <Outdoor>',
      role: 'presenter',
      memberCount: 5,
    });
    const mine = await t.as(invitee, 'GET', '/teams');
    expect(mine.body.items).toEqual([joined.body]);
  });

  it('stores only the SHA-256 of the link secret', async () => {
    const team = await t.team();
    const { token, invitation } = await t.invite(team.owner, team.id, 'hash@example.com');
    const stored = await t.app.store.invitations.findByTokenHash(invitationTokenHash(token));
    expect(stored?.id).toBe(invitation.id);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toContain(token);
  });

  it('refuses the account of another address (403) and leaves the invitation pending', async () => {
    const team = await t.team();
    const stranger = await t.user();
    const { token } = await t.invite(team.owner, team.id, 'meant@example.com');
    const res = await t.as(stranger, 'POST', '/invitations/accept', { token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: 'This invitation was sent to another e-mail address',
      code: 'FORBIDDEN',
    });
    expect((await preview(token)).status).toBe(200);
    expect(await t.app.store.teams.membership(team.id, stranger.user.id)).toBeNull();
  });

  it('answers a used link with 410 on preview and accept', async () => {
    const team = await t.team();
    const invitee = await t.user({ email: 'used@example.com' });
    const { token } = await t.invite(team.owner, team.id, 'used@example.com');
    expect((await t.as(invitee, 'POST', '/invitations/accept', { token })).status).toBe(200);
    const gone = { error: 'This invitation has already been used', code: 'INVALID_TOKEN' };
    expect(await preview(token)).toMatchObject({ status: 410, body: gone });
    expect(await t.as(invitee, 'POST', '/invitations/accept', { token })).toMatchObject({
      status: 410,
      body: gone,
    });
  });

  it('answers a withdrawn link with 410, and a new invitation to the address withdraws the old', async () => {
    const team = await t.team();
    const invitee = await t.user({ email: 'twice@example.com' });
    const first = await t.invite(team.owner, team.id, 'twice@example.com');
    const second = await t.invite(team.admin, team.id, 'twice@example.com', 'presenter');
    const withdrawn = { error: 'This invitation was withdrawn', code: 'INVALID_TOKEN' };
    expect(await preview(first.token)).toMatchObject({ status: 410, body: withdrawn });
    const detail = await t.as(team.owner, 'GET', `/teams/${team.id}`);
    expect(detail.body.invitations.map((i: { id: string }) => i.id)).toEqual([
      second.invitation.id,
    ]);
    const out = await t.as(
      team.admin,
      'DELETE',
      `/teams/${team.id}/invitations/${second.invitation.id}`,
    );
    expect(out).toMatchObject({ status: 200, body: { success: true } });
    expect(
      await t.as(invitee, 'POST', '/invitations/accept', { token: second.token }),
    ).toMatchObject({ status: 410, body: withdrawn });
    const again = await t.as(
      team.admin,
      'DELETE',
      `/teams/${team.id}/invitations/${second.invitation.id}`,
    );
    expect(again).toMatchObject({ status: 404, body: { error: 'Invitation not found' } });
  });

  it(`answers a link older than ${INVITATION_DAYS} days with 410`, async () => {
    const team = await t.team();
    const invitee = await t.user({ email: 'late@example.com' });
    const { token } = await t.invite(team.owner, team.id, 'late@example.com');
    t.clock += INVITATION_DAYS * DAY_MS - 1000;
    expect((await preview(token)).status).toBe(200);
    t.clock += 1000;
    const expired = { error: 'This invitation has expired', code: 'INVALID_TOKEN' };
    expect(await preview(token)).toMatchObject({ status: 410, body: expired });
    expect(await t.as(invitee, 'POST', '/invitations/accept', { token })).toMatchObject({
      status: 410,
      body: expired,
    });
    expect((await t.as(team.owner, 'GET', `/teams/${team.id}`)).body.invitations).toEqual([]);
  });

  it('answers a link never issued with 404 INVALID_TOKEN', async () => {
    const user = await t.user();
    const token = Buffer.alloc(32, 7).toString('base64url');
    const unknown = { error: 'This invitation link is not valid', code: 'INVALID_TOKEN' };
    expect(await preview(token)).toMatchObject({ status: 404, body: unknown });
    expect(await t.as(user, 'POST', '/invitations/accept', { token })).toMatchObject({
      status: 404,
      body: unknown,
    });
  });

  it('lets exactly one of two accepts made at once through', async () => {
    const team = await t.team();
    const invitee = await t.user({ email: 'race@example.com' });
    const { token } = await t.invite(team.owner, team.id, 'race@example.com');
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => t.as(invitee, 'POST', '/invitations/accept', { token })),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The others lost the race: already used, or already a member, by when they looked.
    expect(statuses.filter((s) => s !== 200).every((s) => s === 410 || s === 409)).toBe(true);
    const members = await t.app.store.teams.members(team.id);
    expect(members.filter((m) => m.userId === invitee.user.id)).toHaveLength(1);
  });

  it('verifies an unverified account of the invited address that accepts', async () => {
    const team = await t.team();
    const invitee = await t.user({ email: 'fresh@example.com', isVerified: false });
    const { token } = await t.invite(team.owner, team.id, 'fresh@example.com');
    expect((await t.as(invitee, 'POST', '/invitations/accept', { token })).status).toBe(200);
    expect((await t.app.store.users.findById(invitee.user.id))?.isVerified).toBe(true);
  });

  it('refuses an invitation to a member (409), and an accept by one keeps it pending', async () => {
    const team = await t.team();
    const res = await t.as(team.owner, 'POST', `/teams/${team.id}/invitations`, {
      email: team.editor.user.email,
      role: 'presenter',
    });
    expect(res).toMatchObject({
      status: 409,
      body: { error: 'This person is already a member', code: 'CONFLICT' },
    });
    const invitee = await t.user({ email: 'member-later@example.com' });
    const { token } = await t.invite(team.owner, team.id, 'member-later@example.com');
    await t.app.store.teams.addMember({
      teamId: team.id,
      userId: invitee.user.id,
      role: 'presenter',
      joinedAt: new Date().toISOString(),
    });
    expect(await t.as(invitee, 'POST', '/invitations/accept', { token })).toMatchObject({
      status: 409,
      body: { error: 'You are already a member of this team', code: 'CONFLICT' },
    });
    expect((await preview(token)).status).toBe(200);
  });

  it('lets an admin invite up to admin but never as owner (400 from the schema)', async () => {
    const team = await t.team();
    const path = `/teams/${team.id}/invitations`;
    const asOwner = await t.as(team.admin, 'POST', path, { email: 'o@example.com', role: 'owner' });
    expect(asOwner.status).toBe(400);
    expect(asOwner.body.code).toBe('VALIDATION_FAILED');
    expect((await t.invite(team.admin, team.id, 'peer@example.com', 'admin')).invitation.role).toBe(
      'admin',
    );
  });

  it('refuses invitations from editors and presenters (403) and sends them no mail', async () => {
    const team = await t.team();
    for (const who of [team.editor, team.presenter]) {
      const res = await t.as(who, 'POST', `/teams/${team.id}/invitations`, {
        email: 'nope@example.com',
        role: 'presenter',
      });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    expect(await t.app.store.invitations.pending(team.id, new Date(t.clock).toISOString())).toEqual(
      [],
    );
    expect(t.sink.forAddress('nope@example.com')).toEqual([]);
  });

  it('lists pending invitations only to those who manage members', async () => {
    const team = await t.team();
    await t.invite(team.owner, team.id, 'listed@example.com');
    const seen = async (who: typeof team.owner) =>
      (await t.as(who, 'GET', `/teams/${team.id}`)).body.invitations.length;
    expect(await seen(team.owner)).toBe(1);
    expect(await seen(team.admin)).toBe(1);
    expect(await seen(team.editor)).toBe(0);
    expect(await seen(team.presenter)).toBe(0);
  });

  it('refuses malformed invitations with 400 and stores nothing', async () => {
    const team = await t.team();
    const path = `/teams/${team.id}/invitations`;
    const bad = [
      { email: 'not-an-address', role: 'editor' },
      { email: 'x@example.com', role: 'chief' },
      { email: 42, role: 'editor' },
      [],
    ];
    for (const body of bad) expect((await t.as(team.owner, 'POST', path, body)).status).toBe(400);
    const raw = await fetch(t.url(path), {
      method: 'POST',
      headers: { ...team.owner.auth, 'Content-Type': 'application/json' },
      body: '{"email": "x@example.com",',
    });
    expect(raw.status).toBe(400);
    expect(((await raw.json()) as { code: string }).code).toBe('MALFORMED_JSON');
    for (const token of ['short', 12345]) expect((await preview(token as string)).status).toBe(400);
    expect(await t.app.store.invitations.pending(team.id, new Date(t.clock).toISOString())).toEqual(
      [],
    );
  });

  it('limits invitations per account (429) and previews per client address', async () => {
    const team = await t.team();
    const path = `/teams/${team.id}/invitations`;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.as(team.admin, 'POST', path, {
        email: `r${i}@example.com`,
        role: 'editor',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
    const token = Buffer.alloc(32, 9).toString('base64url');
    const from = (ip: string) =>
      fetch(t.url('/invitations/preview'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
        body: JSON.stringify({ token }),
      });
    const previews: number[] = [];
    for (let i = 0; i < 61; i++) previews.push((await from('203.0.113.7')).status);
    expect(previews.slice(0, 60).every((s) => s === 404)).toBe(true);
    expect(previews[60]).toBe(429);
    expect((await from('203.0.113.8')).status).toBe(404);
  });
});
