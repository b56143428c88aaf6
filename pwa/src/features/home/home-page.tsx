import { useValue } from '../../state/external-store';
import { sessionStore } from '../../state/session';
import { Landing } from './landing';

/** The home route: the landing for visitors, the library for signed-in users. */
export function HomePage() {
  const { user } = useValue(sessionStore);
  if (!user) return <Landing />;
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-semibold">Your flipbooks</h1>
    </section>
  );
}
