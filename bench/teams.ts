import crypto from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import type { Store } from '#api/store/port';
import { createSqliteStore } from '#api/store/sqlite/open';
import { seedVerifiedUser } from '#api-test/seed-user';
import { storedFlipbook } from '#api-test/stored-flipbook';
import { slotsFromSides } from '#core/panel-layout';
import type { GrantableRole } from '#core/team-roles';
import { type RunningApp, startApp } from '#testing/app-server';
import { closeSharedBrowser, launchChromium } from '#testing/chromium';
import { type Generator, generatorLabel, load } from './support/load';
import { median } from './support/median';
import { processCpuMs } from './support/process-cpu';
import type { BenchRow } from './support/table';

const MEMBERS = 50;
const FLIPBOOKS = 500;
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 32;
/** seedVerifiedUser's password, which a fresh device signs in with. */
const PASSWORD = 'Bench-Pass-1!';
const ROUNDS = 3;

/**
 * The network a fresh device lists the library over: the bench's own (the app and Chromium on one
 * machine), and the slow 4G the Lighthouse rows simulate for a phone, applied by Chromium as its
 * DevTools 'Slow 4G' does (Lighthouse's devtools throttling: 562.5 ms a request, 1.47 Mbit/s
 * down, 675 kbit/s up).
 */
const NETWORKS = [
  { name: 'loopback', conditions: null },
  {
    name: 'slow 4G',
    conditions: {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1474.56 * 1024) / 8,
      uploadThroughput: (675 * 1024) / 8,
    },
  },
] as const;
type Network = (typeof NETWORKS)[number];

/** Roles of the 49 members besides the owner: admins, editors (who make), presenters. */
const roleOf = (i: number): GrantableRole => (i < 2 ? 'admin' : i < 29 ? 'editor' : 'presenter');

const media = () => `${crypto.randomBytes(32).toString('hex')}.webp`;
/** A flipbook as a creator's makes them: six panels and a thumbnail, panel text on none. */
const shapedLike = (ownerId: string, teamId: string | null, i: number) =>
  storedFlipbook(ownerId, {
    teamId,
    title: `Spring brochure ${i + 1}`,
    slots: slotsFromSides([media(), media(), media()], [media(), media(), media()]),
    thumbnail: media(),
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  });

interface Seeded {
  teamId: string;
  /** A presenter's name and token: the member on a fresh device. */
  member: { username: string; token: string };
  /** An individual with the same number of flipbooks in their own library: the reference. */
  solo: { username: string; token: string };
}

async function seedUser(dataDir: string, store: Store) {
  const { userId, token } = await seedVerifiedUser(dataDir, store);
  const user = await store.users.findById(userId);
  return { userId, token, username: user?.username ?? '' };
}

/**
 * A team of 50 whose library holds 500 flipbooks, made by its owner, admins and editors, and an
 * individual with 500 of the same shape: written through the store before the app starts.
 */
async function seed(dataDir: string): Promise<Seeded> {
  const store = createSqliteStore(dataDir);
  try {
    const people = [];
    for (let i = 0; i < MEMBERS; i++) people.push(await seedUser(dataDir, store));
    const [owner, ...others] = people;
    if (!owner) throw new Error('no owner');
    const teamId = crypto.randomUUID();
    const createdAt = new Date().toISOString();
    await store.teams.create({ id: teamId, name: 'Bench team', createdAt }, owner.userId);
    for (const [i, person] of others.entries())
      await store.teams.addMember({
        teamId,
        userId: person.userId,
        role: roleOf(i),
        joinedAt: createdAt,
      });
    const makers = [owner, ...others.filter((_, i) => roleOf(i) !== 'presenter')];
    const solo = await seedUser(dataDir, store);
    for (let i = 0; i < FLIPBOOKS; i++) {
      const maker = makers[i % makers.length] ?? owner;
      await store.flipbooks.create(shapedLike(maker.userId, teamId, i));
      await store.flipbooks.create(shapedLike(solo.userId, null, i));
    }
    const member = others.at(-1) ?? owner;
    return { teamId, member, solo };
  } finally {
    await store.close();
  }
}

/**
 * A fresh device (a new browser context: no cookies, storage or cache) signs in over `network`
 * and lists a library, as the app's first library check does: its team's (the first team of the
 * sign-in's reply, whose list the device reads without asking for its teams first) or its own
 * (`GET /api/flipbooks/my`). The milliseconds from the sign-in's reply to the list read whole.
 */
async function freshDevice(
  app: RunningApp,
  network: Network,
  who: { username: string },
  library: 'team' | 'own',
): Promise<{ ms: number; count: number }> {
  const context = await launchChromium({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(`${app.url}/api/health`);
    if (network.conditions) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', network.conditions);
    }
    // No function is named inside: tsx would wrap it in a helper the page does not have.
    return await page.evaluate(
      async ({ username, password, library }) => {
        const signIn = await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username, password }),
        });
        const { authToken, teams } = (await signIn.json()) as {
          authToken: string;
          teams: Array<{ id: string }>;
        };
        const signedIn = performance.now();
        const headers = { Authorization: `Bearer ${authToken}` };
        const path =
          library === 'team' ? `/api/flipbooks/my?team=${teams[0]?.id}` : '/api/flipbooks/my';
        const { items } = (await (await fetch(path, { headers })).json()) as { items: unknown[] };
        return { ms: performance.now() - signedIn, count: items.length };
      },
      { username: who.username, password: PASSWORD, library },
    );
  } finally {
    await context.dispose();
  }
}

/** The team list's JSON, and gzipped (as the API sends it to a browser), in KB. */
async function listSizes(app: RunningApp, seeded: Seeded) {
  const res = await fetch(`${app.url}/api/flipbooks/my?team=${seeded.teamId}`, {
    headers: { Authorization: `Bearer ${seeded.member.token}` },
  });
  const body = Buffer.from(await res.arrayBuffer());
  return {
    sent: Math.round(body.length / 1024),
    gzipped: Math.round(zlib.gzipSync(body).length / 1024),
  };
}

/** What a network adds to two requests, said in a row's note. */
const networkNote = (network: Network) =>
  network.conditions
    ? `${network.conditions.latency} ms of latency a request, ${Math.round((network.conditions.downloadThroughput * 8) / 1024)} kbit/s down`
    : 'the app and Chromium on this machine';

/** (a) A member's fresh device lists the whole team library within 2 s of signing in. */
async function freshDeviceRows(app: RunningApp, seeded: Seeded): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const size = await listSizes(app, seeded);
  for (const network of NETWORKS) {
    const team: number[] = [];
    const own: number[] = [];
    // Alternated, so a shared machine's noise hits both alike; the median of each.
    for (let i = 0; i < ROUNDS; i++) {
      const run = await freshDevice(app, network, seeded.member, 'team');
      if (run.count !== FLIPBOOKS) throw new Error(`the team list held ${run.count}`);
      team.push(run.ms);
      own.push((await freshDevice(app, network, seeded.solo, 'own')).ms);
    }
    const value = median(team);
    rows.push({
      figure: `Team library: a member's fresh device, sign-in to ${FLIPBOOKS} flipbooks listed (${network.name})`,
      value,
      unit: 'ms',
      reference: { label: `own library of ${FLIPBOOKS}, one call`, value: median(own) },
      ratio: value / median(own),
      goal: { max: 2000, better: 'lower' },
      note:
        `the team named by the sign-in's reply, then GET /api/flipbooks/my?team= in a new ` +
        `Chromium context, median of ${ROUNDS}; a team of ${MEMBERS}; ${networkNote(network)}; ` +
        `the list's JSON is ${size.sent} KB, sent gzipped (${size.gzipped} KB)`,
    });
  }
  return rows;
}

/**
 * (b) What the team library's call costs the server per flipbook against the personal library's
 * call for as many flipbooks of the same shape: each loaded by the same generator for LOAD_SECONDS,
 * alternated twice, the server's CPU time over all runs per answer, divided by the flipbooks.
 */
async function costRows(app: RunningApp, seeded: Seeded): Promise<BenchRow[]> {
  const sides = {
    team: { url: `${app.url}/api/flipbooks/my?team=${seeded.teamId}`, token: seeded.member.token },
    own: { url: `${app.url}/api/flipbooks/my`, token: seeded.solo.token },
  };
  const cpu = { team: { ms: 0, answered: 0 }, own: { ms: 0, answered: 0 } };
  let generator: Generator = 'autocannon';
  let failed = 0;
  for (let i = 0; i < 2; i++) {
    for (const key of ['team', 'own'] as const) {
      const before = processCpuMs(app.pid);
      const result = await load({
        url: sides[key].url,
        headers: { Authorization: `Bearer ${sides[key].token}` },
        connections: CONNECTIONS,
        length: { seconds: LOAD_SECONDS },
      });
      cpu[key].ms += processCpuMs(app.pid) - before;
      cpu[key].answered += result.answered - result.non2xx;
      failed += result.non2xx + result.errors;
      generator = result.generator;
    }
  }
  const perFlipbook = ({ ms, answered }: { ms: number; answered: number }) =>
    (ms * 1000) / Math.max(1, answered) / FLIPBOOKS;
  const [team, own] = [perFlipbook(cpu.team), perFlipbook(cpu.own)];
  return [
    {
      figure: `Team library: server CPU per flipbook listed, GET /api/flipbooks/my?team= (${generator})`,
      value: team,
      unit: 'µs',
      reference: { label: `GET /api/flipbooks/my of ${FLIPBOOKS}`, value: own },
      ratio: team / own,
      goal: { ratio: 1, better: 'lower' },
      note:
        `${generatorLabel(generator)}, ${CONNECTIONS} connections, ` +
        `two alternated runs of ${LOAD_SECONDS} s each side; ${cpu.team.answered} and ` +
        `${cpu.own.answered} lists answered, ${failed} non-2xx or errors`,
    },
  ];
}

/** A team of 50 and its library of 500 (docs/performance.md, "Team library"). */
export async function benchTeams(): Promise<BenchRow[]> {
  const dataDir = fs.mkdtempSync('/tmp/flipfold-bench-teams-');
  const seeded = await seed(dataDir);
  // MONGODB_URI would switch this app's store; these figures are SQLite's.
  const app = await startApp({ dataDir, env: { MONGODB_URI: '' } });
  try {
    return [...(await freshDeviceRows(app, seeded)), ...(await costRows(app, seeded))];
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { renderTable } = await import('./support/table');
  console.log(renderTable(await benchTeams()));
  await closeSharedBrowser();
}
