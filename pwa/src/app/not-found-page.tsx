import { FileQuestionMark } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../ui/button';
import { PageCard } from '../ui/page-card';

/** Any address the app has no screen for. */
export function NotFoundPage() {
  return (
    <PageCard>
      <div className="grid justify-items-center gap-3 text-center">
        <FileQuestionMark className="size-10 text-fg-muted" aria-hidden />
        <h1 className="text-xl font-semibold">Page not found</h1>
        <p className="text-sm text-fg-muted">
          There is nothing at this address. Check the link, or go back to the home page.
        </p>
      </div>
      <Link to="/" className={buttonClass({ size: 'lg' }, 'mt-6 w-full')}>
        Back to home
      </Link>
    </PageCard>
  );
}
