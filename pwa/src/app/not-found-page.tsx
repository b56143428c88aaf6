import { FileQuestionMark } from 'lucide-react';
import { useLayoutEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppT } from '../ui/app-texts';
import { buttonClass } from '../ui/button';
import { PageCard } from '../ui/page-card';
import { titled } from './route-titles';

/** Any address the app has no screen for. */
export function NotFoundPage() {
  const t = useAppT();
  const title = titled(t('notFound.title'));
  // Titled as it is drawn, so the tab never names another page under this one.
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <PageCard>
      <div className="grid justify-items-center gap-3 text-center">
        <FileQuestionMark className="size-10 text-fg-muted" aria-hidden />
        <h1 className="text-xl font-semibold">{t('notFound.title')}</h1>
        <p className="text-sm text-fg-muted">{t('notFound.text')}</p>
      </div>
      <Link to="/" className={buttonClass({ size: 'lg' }, 'mt-6 w-full')}>
        {t('app.backHome')}
      </Link>
    </PageCard>
  );
}
