import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leadBody } from '#api-test/lead-requests';
import { dataUrl, noisePng } from '#api-test/png';
import { useTeamApp } from '#api-test/team-app';
import type { TestUser } from '#api-test/users';
import { nextStamp } from '#core/edit-stamps';
import type { GrantableRole } from '#core/team-roles';
import { newInvitationToken } from './invitation-tokens';

/** Who calls: a member of each role, a member of another team, a removed member, no one. */
const CALLERS = ['owner', 'admin', 'editor', 'presenter', 'other', 'removed', 'anonymous'] as const;
type Caller = (typeof CALLERS)[number];

/** A fresh team for one cell of the matrix, so no cell sees what another changed. */
interface Seed {
  teamId: string;
  users: Record<Exclude<Caller, 'anonymous'>, TestUser>;
  /** A presenter the calls act on. */
  target: TestUser;
  /** A pending invitation of the team, and its link's secret. */
  invitation: { id: string; token: string };
}

type Request = [method: string, path: string, body?: unknown];

/** The rows whose call reads and changes nothing (a preview only reads its invitation). */
const READS = /^GET |^POST \/api\/invitations\/preview$/;

interface Row {
  route: string;
  request: (seed: Seed, caller: TestUser | null) => Promise<Request> | Request;
  expected: Record<Caller, number>;
}

/** The answers of a team call that members with the right to it get, and the rest do not. */
const managed = (ok: number, owner = ok, admin = ok) => ({
  owner,
  admin,
  editor: 403,
  presenter: 403,
  other: 404,
  removed: 404,
  anonymous: 401,
});

const ROWS: Row[] = [
  {
    route: 'GET /api/teams',
    request: () => ['GET', '/teams'],
    expected: { ...managed(200), editor: 200, presenter: 200, other: 200, removed: 200 },
  },
  {
    route: 'POST /api/teams',
    request: () => ['POST', '/teams', { name: 'Another team' }],
    expected: { ...managed(201), editor: 201, presenter: 201, other: 201, removed: 201 },
  },
  {
    route: 'GET /api/teams/:teamId',
    request: (s) => ['GET', `/teams/${s.teamId}`],
    expected: { ...managed(200), editor: 200, presenter: 200 },
  },
  {
    route: 'PATCH /api/teams/:teamId',
    request: (s) => ['PATCH', `/teams/${s.teamId}`, { name: 'Renamed' }],
    expected: managed(200),
  },
  {
    route: 'POST /api/teams/:teamId/invitations',
    request: (s) => [
      'POST',
      `/teams/${s.teamId}/invitations`,
      { email: `${crypto.randomUUID().slice(0, 8)}@example.com`, role: 'presenter' },
    ],
    expected: managed(201),
  },
  {
    route: 'DELETE /api/teams/:teamId/invitations/:invitationId',
    request: (s) => ['DELETE', `/teams/${s.teamId}/invitations/${s.invitation.id}`],
    expected: managed(200),
  },
  {
    route: 'PUT /api/teams/:teamId/members/:userId',
    request: (s) => ['PUT', `/teams/${s.teamId}/members/${s.target.user.id}`, { role: 'editor' }],
    expected: managed(200),
  },
  {
    route: 'DELETE /api/teams/:teamId/members/:userId (another member)',
    request: (s) => ['DELETE', `/teams/${s.teamId}/members/${s.target.user.id}`],
    expected: managed(200),
  },
  {
    route: 'DELETE /api/teams/:teamId/members/:userId (leaving)',
    request: (s, caller) => [
      'DELETE',
      `/teams/${s.teamId}/members/${caller?.user.id ?? s.target.user.id}`,
    ],
    expected: { ...managed(200, 409), editor: 200, presenter: 200 },
  },
  {
    route: 'POST /api/teams/:teamId/hand-over',
    request: (s) => ['POST', `/teams/${s.teamId}/hand-over`, { userId: s.target.user.id }],
    expected: managed(200, 200, 403),
  },
  {
    route: 'POST /api/invitations/preview',
    request: (s) => ['POST', '/invitations/preview', { token: s.invitation.token }],
    expected: {
      ...managed(200),
      editor: 200,
      presenter: 200,
      other: 200,
      removed: 200,
      anonymous: 200,
    },
  },
  {
    // An invitation to the caller's own address: members are in already, the others join.
    route: 'POST /api/invitations/accept',
    request: async (s, caller) => {
      const { token } = await invite(s, caller?.user.email ?? 'nobody@example.com', 'editor');
      return ['POST', '/invitations/accept', { token }];
    },
    expected: { ...managed(409), editor: 409, presenter: 409, other: 200, removed: 200 },
  },
];

/** The team library's calls: every member reads it, editors and above change it. */
const editing = { ...managed(200), editor: 200 };
const LIBRARY_ROWS: Row[] = [
  {
    route: 'GET /api/flipbooks/my (a team’s library)',
    request: (s) => ['GET', `/flipbooks/my?team=${s.teamId}`],
    expected: { ...editing, presenter: 200 },
  },
  {
    route: 'POST /api/flipbooks (into a team’s library)',
    request: (s) => ['POST', '/flipbooks', newBook({ teamId: s.teamId })],
    expected: { ...managed(201), editor: 201 },
  },
  {
    route: 'PUT /api/flipbooks/:id (a team flipbook)',
    request: async (s) => {
      const book = await teamBook(s);
      const panels = { front: [book.left, book.middle], back: [] };
      return ['PUT', `/flipbooks/${book.id}`, { title: 'Changed', panels }];
    },
    expected: editing,
  },
  {
    route: 'DELETE /api/flipbooks/:id (a team flipbook)',
    request: async (s) => ['DELETE', `/flipbooks/${(await teamBook(s)).id}`],
    expected: editing,
  },
];

/** A team's kits: every member lists them, editors and above make and change them. */
const KIT_ROWS: Row[] = [
  {
    route: 'GET /api/kits (a team’s kits)',
    request: (s) => ['GET', `/kits?team=${s.teamId}`],
    expected: { ...editing, presenter: 200 },
  },
  {
    route: 'POST /api/kits (into a team’s library)',
    request: async (s) => ['POST', '/kits', await newKit(s)],
    expected: { ...managed(201), editor: 201 },
  },
  {
    route: 'PUT /api/kits/:id (a team kit)',
    request: async (s) => {
      const kit = await teamKit(s);
      const name = { value: 'Renamed', base: kit.versions.name.stamp, stamp: laterStamp() };
      return ['PUT', `/kits/${kit.id}`, { edits: { name } }];
    },
    expected: editing,
  },
  {
    route: 'DELETE /api/kits/:id (a team kit)',
    request: async (s) => ['DELETE', `/kits/${(await teamKit(s)).id}`],
    expected: editing,
  },
];

const HOUR = 3_600_000;
/** Every member may: presenters capture and see leads too. */
const everyMember = (ok: number) => ({ ...managed(ok), editor: ok, presenter: ok });
/** A lead's notes and deletion: owners and admins any, the presenter who captured it, no one else. */
const capturer = { ...managed(200), presenter: 200 };

/** A team's leads: any member captures them; who sees and handles which follows the role. */
const LEAD_ROWS: Row[] = [
  {
    // The removed member captured it while still in the team.
    route: 'POST /api/flipbooks/:id/leads (a kiosk’s, captured an hour ago)',
    request: async (s) => kioskLead(s, app.clock - HOUR),
    expected: { ...everyMember(201), removed: 201 },
  },
  {
    route: 'POST /api/flipbooks/:id/leads (a kiosk’s, captured now)',
    request: async (s) => kioskLead(s, app.clock),
    expected: everyMember(201),
  },
  {
    route: 'GET /api/leads (a team’s leads)',
    request: (s) => ['GET', `/leads?team=${s.teamId}`],
    expected: everyMember(200),
  },
  {
    route: 'GET /api/leads (the editor’s captures)',
    request: (s) => ['GET', `/leads?team=${s.teamId}&member=${s.users.editor.user.id}`],
    expected: { ...everyMember(200), presenter: 403 },
  },
  {
    route: 'GET /api/leads/export (a team’s leads)',
    request: (s) => ['GET', `/leads/export?team=${s.teamId}`],
    expected: everyMember(200),
  },
  {
    route: 'PUT /api/leads/:id/notes (a lead the presenter captured)',
    request: async (s) => [
      'PUT',
      `/leads/${await presenterLead(s)}/notes`,
      { staffNote: { value: 'Call back', stamp: laterStamp() } },
    ],
    expected: capturer,
  },
  {
    route: 'DELETE /api/leads/:id (a lead the presenter captured)',
    request: async (s) => ['DELETE', `/leads/${await presenterLead(s)}`],
    expected: capturer,
  },
];

let stamps = 0;
/** An edit stamp later than any made before in this run. */
const laterStamp = () => nextStamp([], Date.now() + ++stamps, 'matrix');

/** A kit of one team flipbook, as a create sends it into the team's library. */
const newKit = async (s: Seed) => ({
  id: crypto.randomUUID(),
  name: 'Matrix kit',
  flipbooks: [(await teamBook(s)).id],
  idleSeconds: 30,
  teamId: s.teamId,
});

/** A kit the team's editor made in its library. */
async function teamKit(s: Seed): Promise<{ id: string; versions: { name: { stamp: string } } }> {
  const made = await app.as(s.users.editor, 'POST', '/kits', await newKit(s));
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body;
}

/** A kiosk's lead for a team flipbook, left at `capturedAt`. */
async function kioskLead(s: Seed, capturedAt: number): Promise<Request> {
  const body = leadBody({ source: 'kiosk', capturedAt: new Date(capturedAt).toISOString() });
  return ['POST', `/flipbooks/${(await teamBook(s)).id}/leads`, body];
}

/** A lead of a team flipbook that the team's presenter captured at a kiosk. */
async function presenterLead(s: Seed): Promise<string> {
  const [method, path, body] = await kioskLead(s, app.clock - HOUR);
  const sent = await app.as(s.users.presenter, method, path, body);
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return (body as { id: string }).id;
}

/** A team's figures: every member reads them, whatever their role; no one else learns of them. */
const STATISTICS_ROWS: Row[] = [
  {
    route: 'POST /api/flipbooks/:id/views (a kiosk’s, of a team flipbook)',
    request: async (s) => [
      'POST',
      `/flipbooks/${(await teamBook(s)).id}/views`,
      { count: 1, key: crypto.randomUUID(), source: 'event' },
    ],
    expected: everyMember(200),
  },
  {
    route: 'GET /api/flipbooks/:id/statistics (a team flipbook)',
    request: async (s) => ['GET', `/flipbooks/${(await teamBook(s)).id}/statistics`],
    expected: everyMember(200),
  },
  {
    route: 'GET /api/user/analytics (a team’s library)',
    request: (s) => ['GET', `/user/analytics?team=${s.teamId}`],
    expected: everyMember(200),
  },
  {
    route: 'GET /api/user/analytics (one member’s part of a team’s library)',
    request: (s) => ['GET', `/user/analytics?team=${s.teamId}&member=${s.users.editor.user.id}`],
    expected: everyMember(200),
  },
];

const newBook = (over: Record<string, unknown> = {}) => ({
  title: 'Matrix book',
  panels: { front: [dataUrl(noisePng(8, 8)), dataUrl(noisePng(8, 8))], back: [] },
  ...over,
});

/** A flipbook the team's editor made in its library. */
async function teamBook(s: Seed): Promise<{ id: string; left: string; middle: string }> {
  const made = await app.as(s.users.editor, 'POST', '/flipbooks', newBook({ teamId: s.teamId }));
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body;
}

let app: ReturnType<typeof useTeamApp>;

async function invite(s: Seed, email: string, role: GrantableRole) {
  const { token, tokenHash } = newInvitationToken();
  const id = crypto.randomUUID();
  const at = new Date(app.clock).toISOString();
  await app.app.store.invitations.create({
    id,
    teamId: s.teamId,
    email,
    role,
    tokenHash,
    invitedBy: s.users.owner.user.id,
    createdAt: at,
    expiresAt: new Date(app.clock + 86_400_000).toISOString(),
    acceptedAt: null,
    withdrawnAt: null,
  });
  return { id, token };
}

async function seed(): Promise<Seed> {
  const { store } = app.app;
  const at = new Date(app.clock).toISOString();
  const user = () => app.user();
  const [owner, admin, editor, presenter, other, removed, target] = await Promise.all([
    user(),
    user(),
    user(),
    user(),
    user(),
    user(),
    user(),
  ]);
  const teamId = crypto.randomUUID();
  await store.teams.create({ id: teamId, name: 'Matrix', createdAt: at }, owner.user.id);
  const add = (user: TestUser, role: GrantableRole) =>
    store.teams.addMember({ teamId, userId: user.user.id, role, joinedAt: at });
  await Promise.all([
    add(admin, 'admin'),
    add(editor, 'editor'),
    add(presenter, 'presenter'),
    add(target, 'presenter'),
    add(removed, 'editor'),
  ]);
  await store.teams.removeMember(teamId, removed.user.id);
  // Their stay, as a removal keeps it: a lead they captured in it may still arrive.
  await store.teams.recordDeparture({
    teamId,
    userId: removed.user.id,
    joinedAt: new Date(app.clock - 48 * HOUR).toISOString(),
    leftAt: at,
  });
  await store.teams.create(
    { id: crypto.randomUUID(), name: 'Elsewhere', createdAt: at },
    other.user.id,
  );
  const s: Seed = {
    teamId,
    users: { owner, admin, editor, presenter, other, removed },
    target,
    invitation: { id: '', token: '' },
  };
  s.invitation = await invite(s, 'pending@example.com', 'presenter');
  return s;
}

/**
 * Every team route, and the flipbook, kit, lead and figure routes of a team's library, called by
 * every kind of caller, each on a team of its own (docs/security.md).
 */
describe('team routes × callers', () => {
  app = useTeamApp();

  const cells = [...ROWS, ...LIBRARY_ROWS, ...KIT_ROWS, ...LEAD_ROWS, ...STATISTICS_ROWS].flatMap(
    (row) => CALLERS.map((caller) => ({ row, caller })),
  );
  // A call that changes nothing (a read, or a call its caller is refused) shares one team with
  // the other such calls; a call that may change something gets a team of its own, so no cell's
  // change meets another's. A refusal that let a change through fails its own cell first.
  let shared: Promise<Seed> | null = null;
  const sharedSeed = () => {
    if (!shared) shared = seed();
    return shared;
  };
  const changesNothing = (row: Row, caller: Caller) =>
    READS.test(row.route) || row.expected[caller] >= 400;
  it.each(cells)('$row.route as $caller', async ({ row, caller }) => {
    const s = await (changesNothing(row, caller) ? sharedSeed() : seed());
    const user = caller === 'anonymous' ? null : s.users[caller];
    const [method, path, body] = await row.request(s, user);
    const res = await app.as(user, method, path, body);
    expect(res.status, JSON.stringify(res.body)).toBe(row.expected[caller]);
  });

  it('covers every team route the app declares', () => {
    const declared = app.app.app.routes
      .filter((r) => r.method !== 'HEAD' && /^\/api\/(teams|invitations)/.test(r.path))
      .map((r) => `${r.method} ${r.path}`);
    const covered = new Set(ROWS.map((r) => r.route.replace(/ \(.*\)$/, '')));
    expect([...new Set(declared)].sort()).toEqual([...covered].sort());
  });
});
