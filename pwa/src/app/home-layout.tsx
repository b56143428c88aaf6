import type { ReactNode } from 'react';
import { LibrarySkeleton } from '../features/library/library-skeleton';
import { useT } from '../i18n/i18n';

/** The signed-in home page's column, with its heading for screen readers. */
export function HomeSection({ children }: { children: ReactNode }) {
  // In the page's own catalogue: the outline is drawn while the app's code and texts load.
  const t = useT();
  return (
    // One column that never grows past the screen: a long file name is cut, not the page widened.
    <section className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-8 sm:px-6 sm:py-10">
      {/* The page's heading for screen readers; the upload zone and the library name its parts. */}
      <h1 className="sr-only">{t('home.library')}</h1>
      {children}
    </section>
  );
}

/** Where the upload zone is drawn once its code has loaded. */
export function UploadZonePlaceholder() {
  return <div className="h-56 animate-pulse rounded-2xl bg-surface-muted" />;
}

export function LibraryHeading() {
  const t = useT();
  return <h2 className="text-xl font-semibold">{t('home.flipbooks')}</h2>;
}

/**
 * The library's heading ('Your flipbooks', or `heading`: a team's) alone, as tall as it is with
 * 'Present at an event' beside it.
 */
export function LibraryHead({ heading }: { heading?: ReactNode }) {
  return <div className="mb-4 flex min-h-10 items-center">{heading ?? <LibraryHeading />}</div>;
}

/** 'Your flipbooks' over the grid, or `head` in its place (the heading with the event kits). */
export function LibrarySection({ children, head }: { children: ReactNode; head?: ReactNode }) {
  return (
    <div>
      {head ?? <LibraryHead />}
      {children}
    </div>
  );
}

/**
 * The signed-in home while its code and the library load: drawn at once (after a sign-in or the
 * reload that follows a verification), never a blank page between the header and the footer.
 */
export function SignedInHomeSkeleton() {
  return (
    <HomeSection>
      <UploadZonePlaceholder />
      <LibrarySection>
        <LibrarySkeleton />
      </LibrarySection>
    </HomeSection>
  );
}
