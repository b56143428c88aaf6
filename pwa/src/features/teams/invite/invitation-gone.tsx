import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../ui/button';
import { PageCard } from '../../../ui/page-card';

/** A link that no longer leads anywhere: the server's reason, and the way home. */
export function InvitationGone({ message }: { message: string }) {
  return (
    <PageCard>
      <div role="alert" className="grid justify-items-center gap-3 text-center">
        <CircleAlert className="size-10 text-red-600 dark:text-red-400" aria-hidden />
        <h1 className="text-xl font-semibold">Invitation unavailable</h1>
        <p className="text-sm text-fg-muted">{message}</p>
        <p className="text-sm text-fg-muted">Ask whoever invited you to send a new one.</p>
      </div>
      <Link to="/" className={buttonClass({ size: 'lg' }, 'mt-6 w-full')}>
        Go to the home page
      </Link>
    </PageCard>
  );
}
