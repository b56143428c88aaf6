import { useSearchParams } from 'react-router-dom';
import { useValue } from '../../state/external-store';
import { sessionStore } from '../../state/session';
import { Button } from '../../ui/button';
import { PageCard } from '../../ui/page-card';
import { useOnline } from '../../ui/use-online';
import { InvitationGone } from './invite/invitation-gone';
import { InvitationView } from './invite/invitation-view';
import { useInvitation } from './invite/use-invitation';
import { useTeamsT } from './team-texts';

function Invitation({ token }: { token: string }) {
  const t = useTeamsT();
  const { state, retry } = useInvitation(token);
  const { user } = useValue(sessionStore);
  const online = useOnline();
  if (state.kind === 'gone') return <InvitationGone message={state.message} />;
  if (state.kind === 'ready')
    return <InvitationView preview={state.preview} token={token} user={user} online={online} />;
  return (
    <PageCard>
      {state.kind === 'loading' ? (
        <p role="status" className="text-sm text-fg-muted">
          {t('teams.invitation.opening')}
        </p>
      ) : (
        <div className="grid gap-4">
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {state.message}
          </p>
          <Button variant="outline" onClick={() => void retry()}>
            {t('teams.retry')}
          </Button>
        </div>
      )}
    </PageCard>
  );
}

/** /invite?token=…: the link an invitation mail carries (docs/teams.md). */
export function InvitePage() {
  const t = useTeamsT();
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) return <InvitationGone message={t('teams.invitation.invalid')} />;
  return <Invitation token={token} />;
}
