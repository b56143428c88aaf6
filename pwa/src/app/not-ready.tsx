import { Link } from 'react-router-dom';

/** Shown by a route whose screen has not been built yet. */
export function NotReady({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-fg-muted">This page is coming soon.</p>
      <Link to="/" className="mt-6 inline-block font-medium underline underline-offset-4">
        Back to home
      </Link>
    </section>
  );
}
