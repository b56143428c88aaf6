import type { ReactNode } from 'react';

/** A centred card for the small account pages (reset, verify); `below` goes under it. */
export function PageCard({ children, below }: { children: ReactNode; below?: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        {children}
      </div>
      {below && <div className="mt-4 flex justify-center">{below}</div>}
    </section>
  );
}
