import { FileQuestion } from 'lucide-react';
import { useT } from '../../i18n/i18n';

/** 'Flipbook not found', with what the page offers next (the shared link's and the embed page's). */
export function FlipbookNotFound({ children }: { children: React.ReactNode }) {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <FileQuestion className="mb-4 size-12 text-fg-muted" aria-hidden />
      <h1 className="text-2xl font-semibold">{t('viewer.notFound')}</h1>
      {children}
    </section>
  );
}
