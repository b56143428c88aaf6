import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClass } from '#pwa/ui/button.tsx';
import { PageCard } from '#pwa/ui/page-card.tsx';

/** What /reset-password shows without a token: the link is broken, ask for a new one. */
export function InvalidResetLink() {
  return (
    <PageCard>
      <div role="alert" className="grid justify-items-center gap-3 text-center">
        <CircleAlert className="size-10 text-red-600 dark:text-red-400" aria-hidden />
        <h1 className="text-xl font-semibold">Invalid Link</h1>
        <p className="text-sm text-fg-muted">
          Invalid Link: This password reset link is invalid or has expired
        </p>
      </div>
      <Link to="/request-reset" className={buttonClass({ size: 'lg' }, 'mt-6 w-full')}>
        Request a new link
      </Link>
    </PageCard>
  );
}
