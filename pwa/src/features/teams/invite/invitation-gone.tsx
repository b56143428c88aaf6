import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../ui/button';
import { PageCard } from '../../../ui/page-card';
import { useTeamsT } from '../team-texts';

/** A link that no longer leads anywhere: the server's reason, and the way home. */
export function InvitationGone({ message }: { message: string }) {
  const t = useTeamsT();
  return (
    <PageCard>
      <div role="alert" className="grid justify-items-center gap-3 text-center">
        <CircleAlert className="size-10 text-red-600 dark:text-red-400" aria-hidden />
        <h1 className="text-xl font-semibold">{t('teams.invitation.unavailable')}</h1>
        <p className="text-sm text-fg-muted">{message}</p>
        <p className="text-sm text-fg-muted">{t('teams.invitation.askAgain')}</p>
      </div>
      <Link to="/" className={buttonClass({ size: 'lg' }, 'mt-6 w-full')}>
        {t('teams.invitation.home')}
      </Link>
    </PageCard>
  );
}
