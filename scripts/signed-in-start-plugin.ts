import type { Plugin } from 'vite';

/** Modules of pwa/src/ by their paths without `.tsx`: a test, and the paths no module matched. */
function modulesOf(paths: string[]) {
  const pattern = (path: string) =>
    new RegExp(`[\\\\/]pwa[\\\\/]src[\\\\/]${path.replaceAll('/', '[\\\\/]')}\\.tsx$`);
  const patterns = paths.map(pattern);
  return {
    test: (id: string) => patterns.some((p) => p.test(id)),
    missingFrom: (ids: string[]) =>
      paths.filter((_, i) => !ids.some((id) => patterns[i]?.test(id))),
  };
}

/** What a signed-in home loads as it starts: itself, the parts it shows, the header's for a session. */
const HOME_START = modulesOf([
  'app/signed-in-home',
  'features/upload/upload-zone',
  'features/library/library-grid',
  'features/event-kit/event-kits',
  'features/account/user-menu',
  'features/library/library-switcher',
  'features/sync-status/sync-status',
]);
/** Pages only a signed-in creator opens: no visitor's page loads what only these import. */
const SIGNED_IN_PAGES = modulesOf([
  'features/admin/admin-page',
  'features/profile/profile-page',
  'features/leads/leads-page',
  'features/event-kit/event-kits-page',
  'features/event-kit/kiosk/kiosk-screen',
]);
/** pdf.js stays in the chunks it has: a creator loads it only to read a PDF. */
const PDFJS = /[\\/]node_modules[\\/]pdfjs-dist[\\/]/;

/** Every module reached from `from` by following `next`, never into a module `outside` names. */
function reach(
  from: string[],
  next: (id: string) => readonly string[],
  outside: (id: string) => boolean = () => false,
): Set<string> {
  const reached = new Set<string>();
  const toVisit = [...from];
  for (let id = toVisit.pop(); id !== undefined; id = toVisit.pop()) {
    if (reached.has(id) || outside(id)) continue;
    reached.add(id);
    toVisit.push(...next(id));
  }
  return reached;
}

/**
 * The modules a signed-in home loads as it starts and no page a visitor can reach does, for one
 * chunk of their own: left to itself, Rolldown cut them into some thirty small chunks, and each
 * file a page asks for costs the browser more than its bytes (docs/architecture.md, "The first
 * paint"). Found once the module graph is known and before chunks are made, which is when the
 * group's test is asked.
 */
export function signedInStart(): { plugin: Plugin; test: (id: string) => boolean } {
  let members = new Set<string>();
  const plugin: Plugin = {
    name: 'flipfold-signed-in-start',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      // A module moved or renamed would leave the chunk quietly smaller, or a visitor's page
      // loading it: the build stops instead.
      const missing = [...HOME_START.missingFrom(ids), ...SIGNED_IN_PAGES.missingFrom(ids)];
      if (missing.length > 0)
        this.error(
          `scripts/signed-in-start-plugin.ts names modules the app no longer has: ${missing.join(', ')}`,
        );
      const info = (id: string) => this.getModuleInfo(id);
      // Everything a visitor's pages can load, statically or later: from the entry, through every
      // dynamic import except into a signed-in page.
      const visitor = reach(
        ids.filter((id) => info(id)?.isEntry),
        (id) => [
          ...(info(id)?.importedIds ?? []),
          ...(info(id)?.dynamicallyImportedIds ?? []).filter(
            (d) => !HOME_START.test(d) && !SIGNED_IN_PAGES.test(d),
          ),
        ],
      );
      // What the home's start imports statically, where a visitor's pages have none of it.
      members = reach(
        ids.filter((id) => HOME_START.test(id)),
        (id) => info(id)?.importedIds ?? [],
        (id) => visitor.has(id) || PDFJS.test(id),
      );
    },
  };
  return { plugin, test: (id) => members.has(id) };
}
