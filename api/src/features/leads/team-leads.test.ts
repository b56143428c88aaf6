import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearer } from '#api-test/http';
import { leadBody, putNotes, sendLead, stampOf } from '#api-test/lead-requests';
import { dataUrl, noisePng } from '#api-test/png';
import { useTeamApp } from '#api-test/team-app';
import type { TestUser } from '#api-test/users';
import type { GrantableRole } from '#core/team-roles';

let lastIp = 0;
/** Each shared link's lead from its own address (behind TRUST_PROXY), so none spends another's budget. */
const fromNewIp = () => ({ 'X-Forwarded-For': `198.51.100.${++lastIp}` });
const HOUR = 3_600_000;

/** A team's leads over real HTTP (docs/teams.md, "Leads"; docs/api.md). */
describe('team leads', () => {
  const kit = useTeamApp();
  const iso = (ms: number) => new Date(ms).toISOString();

  /** A team of named members who joined a day before the app's clock, and one flipbook of it. */
  async function team() {
    // The app's clock moves on with each test, so a member's stay has a before and an after.
    kit.clock = Date.now() + HOUR;
    const owner = await kit.user({ name: 'Olga Owner' });
    const made = await kit.as(owner, 'POST', '/teams', { name: 'Harbour' });
    expect(made.status).toBe(201);
    const id = made.body.id as string;
    const member = async (name: string, role: GrantableRole) => {
      const user = await kit.user({ name });
      const joinedAt = iso(kit.clock - 24 * HOUR);
      await kit.app.store.teams.addMember({ teamId: id, userId: user.user.id, role, joinedAt });
      return user;
    };
    const [admin, editor, presenter, other] = [
      await member('Ada Admin', 'admin'),
      await member('Eve Editor', 'editor'),
      await member('Pia Presenter', 'presenter'),
      await member('Pete Presenter', 'presenter'),
    ];
    const book = await kit.as(editor, 'POST', '/flipbooks', {
      id: crypto.randomUUID(),
      title: 'Harbour tours',
      panels: { front: [dataUrl(noisePng(8, 8))], back: [] },
      leadForm: true,
      teamId: id,
    });
    expect(book.status, JSON.stringify(book.body)).toBe(201);
    return { id, owner, admin, editor, presenter, other, book: book.body.id as string };
  }
  type Team = Awaited<ReturnType<typeof team>>;

  /** A kiosk lead sent with `by`'s session, left `ago` ms before the app's clock. */
  const kiosk = async (t: Team, by: TestUser, ago = HOUR, over: Record<string, unknown> = {}) => {
    const body = leadBody({ source: 'kiosk', capturedAt: iso(kit.clock - ago), ...over });
    const res = await sendLead(kit.app.url, t.book, body, bearer(by.token));
    return { res, id: body.id as string };
  };
  const captured = async (t: Team, by: TestUser) => {
    const { res, id } = await kiosk(t, by);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return id;
  };
  const list = (user: TestUser, query: string) => kit.as(user, 'GET', `/leads${query}`);
  const ids = async (user: TestUser, query: string) => {
    const res = await list(user, query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.items as Array<{ id: string }>).map((l) => l.id).sort();
  };
  const sorted = (...list: string[]) => [...list].sort();

  it('takes a kiosk lead of a team flipbook from any member, and records who captured it', async () => {
    const t = await team();
    const byPresenter = await captured(t, t.presenter);
    const byOwner = await captured(t, t.owner);
    const listed = await list(t.owner, `?team=${t.id}`);
    const item = (id: string) => listed.body.items.find((l: { id: string }) => l.id === id);
    expect(item(byPresenter)).toMatchObject({
      flipbookId: t.book,
      flipbookTitle: 'Harbour tours',
      source: 'kiosk',
      capturedBy: { userId: t.presenter.user.id, name: 'Pia Presenter' },
      sentAfterRemoval: false,
    });
    expect(item(byOwner).capturedBy).toEqual({ userId: t.owner.user.id, name: 'Olga Owner' });
    // Its mail and consent are still the flipbook's maker's.
    expect(await kit.app.store.leads.get(byPresenter)).toMatchObject({
      ownerId: t.editor.user.id,
      consent: 'Eve Editor may contact me about this brochure',
    });
  });

  it('names the capturer of a lead whose account is gone as a deleted account', async () => {
    const t = await team();
    const [byPresenter, byOther] = [await captured(t, t.presenter), await captured(t, t.other)];
    await kit.app.store.users.delete(t.presenter.user.id);
    const listed = await list(t.owner, `?team=${t.id}`);
    const item = (id: string) => listed.body.items.find((l: { id: string }) => l.id === id);
    expect(item(byPresenter).capturedBy).toEqual({
      userId: t.presenter.user.id,
      name: 'Deleted account',
    });
    expect(item(byOther).capturedBy).toEqual({ userId: t.other.user.id, name: 'Pete Presenter' });
  });

  it('shows owners and admins every lead of the team, and other members only their captures', async () => {
    const t = await team();
    const [byEditor, byPresenter, byOther] = [
      await captured(t, t.editor),
      await captured(t, t.presenter),
      await captured(t, t.other),
    ];
    const link = leadBody();
    expect((await sendLead(kit.app.url, t.book, link, fromNewIp())).status).toBe(201);
    const all = sorted(byEditor, byPresenter, byOther, link.id);
    expect(await ids(t.owner, `?team=${t.id}`)).toEqual(all);
    expect(await ids(t.admin, `?team=${t.id}`)).toEqual(all);
    expect(await ids(t.editor, `?team=${t.id}`)).toEqual([byEditor]);
    expect(await ids(t.presenter, `?team=${t.id}`)).toEqual([byPresenter]);
    const linkItem = (await list(t.admin, `?team=${t.id}&source=link`)).body.items;
    expect(linkItem).toEqual([expect.objectContaining({ id: link.id, capturedBy: null })]);
    // The flipbook's maker's own list no longer holds the team's leads.
    expect(await ids(t.editor, '')).toEqual([]);
    expect(await ids(t.owner, '')).toEqual([]);
  });

  it('narrows the list to one member’s captures for owners and admins, and to their own for the rest', async () => {
    const t = await team();
    const [byEditor, byPresenter] = [await captured(t, t.editor), await captured(t, t.presenter)];
    const of = (user: TestUser) => `?team=${t.id}&member=${user.user.id}`;
    expect(await ids(t.owner, of(t.presenter))).toEqual([byPresenter]);
    expect(await ids(t.admin, of(t.editor))).toEqual([byEditor]);
    expect(await ids(t.presenter, of(t.presenter))).toEqual([byPresenter]);
    for (const [caller, someone] of [
      [t.presenter, t.editor],
      [t.editor, t.presenter],
    ] as const) {
      const refused = await list(caller, of(someone));
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
      expect((await kit.as(caller, 'GET', `/leads/export${of(someone)}`)).status).toBe(403);
    }
    const csv = await kit.as(t.admin, 'GET', `/leads/export${of(t.presenter)}`);
    const rows = String(csv.body ?? '');
    expect(csv.status).toBe(200);
    expect(rows).toContain(`,${byPresenter},`);
    expect(rows).toContain(',Pia Presenter,');
    expect(rows).not.toContain(byEditor);
  });

  it('answers a non-member, a malformed query and a member without a team as it should', async () => {
    const t = await team();
    const outsider = await kit.user();
    const refused = await list(outsider, `?team=${t.id}`);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ error: 'Team not found', code: 'NOT_FOUND' });
    expect((await kit.as(outsider, 'GET', `/leads/export?team=${t.id}`)).status).toBe(404);
    expect((await list(t.owner, '?team=nope')).status).toBe(400);
    const noTeam = await list(t.owner, `?member=${t.presenter.user.id}`);
    expect(noTeam.status).toBe(400);
    expect(noTeam.body.error).toBe('member: member names a member of a team: send team too');
    // A filter naming a flipbook of another library answers as a missing one.
    const elsewhere = await list(t.owner, `?flipbookId=${t.book}`);
    expect(elsewhere.status).toBe(404);
    expect(await ids(t.owner, `?team=${t.id}&flipbookId=${t.book}`)).toEqual([]);
  });

  it('takes a lead a removed member captured before, marked as sent after removal, and none after', async () => {
    const t = await team();
    const removal = await kit.as(
      t.owner,
      'DELETE',
      `/teams/${t.id}/members/${t.presenter.user.id}`,
    );
    expect(removal.status).toBe(200);
    const before = await kiosk(t, t.presenter, HOUR);
    expect(before.res.status).toBe(201);
    // A copy of it sent again is the same lead.
    const again = await sendLead(
      kit.app.url,
      t.book,
      { ...leadBody({ source: 'kiosk' }), id: before.id, capturedAt: iso(kit.clock - HOUR) },
      bearer(t.presenter.token),
    );
    expect(again.status).toBe(200);
    const after = await kiosk(t, t.presenter, 0);
    expect(after.res.status).toBe(404);
    expect(after.res.body).toEqual({ error: 'Flipbook not found', code: 'NOT_FOUND' });
    const beforeJoining = await kiosk(t, t.presenter, 48 * HOUR);
    expect(beforeJoining.res.status).toBe(404);
    const listed = await list(t.owner, `?team=${t.id}`);
    expect(listed.body.items).toEqual([
      expect.objectContaining({
        id: before.id,
        capturedBy: { userId: t.presenter.user.id, name: 'Pia Presenter' },
        sentAfterRemoval: true,
      }),
    ]);
    const csv = await kit.as(t.owner, 'GET', `/leads/export?team=${t.id}`);
    expect(String(csv.body)).toContain(',Pia Presenter,Yes');
    // The removed member sees no more of the team's leads.
    expect((await list(t.presenter, `?team=${t.id}`)).status).toBe(404);
  });

  it('takes a lead a member who left captured before, and none from someone who was never in', async () => {
    const t = await team();
    const left = await kit.as(t.editor, 'DELETE', `/teams/${t.id}/members/${t.editor.user.id}`);
    expect(left.status).toBe(200);
    const before = await kiosk(t, t.editor, HOUR);
    expect(before.res.status).toBe(201);
    expect((await kit.app.store.leads.get(before.id))?.sentAfterRemoval).toBe(true);
    const stranger = await kiosk(t, await kit.user(), HOUR);
    expect(stranger.res.status).toBe(404);
  });

  it('lets owners and admins note and delete any team lead, the others only their captures', async () => {
    const t = await team();
    const [byEditor, byPresenter] = [await captured(t, t.editor), await captured(t, t.presenter)];
    let edits = 0;
    const notes = (by: TestUser, id: string) =>
      putNotes(kit.app.url, by.token, id, {
        staffNote: { value: 'Call back', stamp: stampOf(Date.now() + ++edits, 'tablet') },
      });
    expect((await notes(t.presenter, byPresenter)).status).toBe(200);
    expect((await notes(t.admin, byPresenter)).status).toBe(200);
    const forbidden = await notes(t.presenter, byEditor);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('FORBIDDEN');
    expect((await kit.as(t.presenter, 'DELETE', `/leads/${byEditor}`)).status).toBe(403);
    const outsider = await kit.user();
    expect((await notes(outsider, byEditor)).status).toBe(404);
    expect((await kit.as(outsider, 'DELETE', `/leads/${byEditor}`)).status).toBe(404);
    expect((await kit.as(t.editor, 'DELETE', `/leads/${byEditor}`)).status).toBe(200);
    expect((await kit.as(t.owner, 'DELETE', `/leads/${byPresenter}`)).status).toBe(200);
    expect(await ids(t.owner, `?team=${t.id}`)).toEqual([]);
  });

  it('keeps a lead with the member who captured it first when a visitor leaves their address again', async () => {
    const t = await team();
    const email = `again-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const first = await kiosk(t, t.presenter, 2 * HOUR, { email });
    expect(first.res.status).toBe(201);
    const repeat = await kiosk(t, t.other, HOUR, { email });
    expect(repeat.res.status).toBe(200);
    expect(await ids(t.presenter, `?team=${t.id}`)).toEqual([first.id]);
    expect(await ids(t.other, `?team=${t.id}`)).toEqual([]);
  });
});
