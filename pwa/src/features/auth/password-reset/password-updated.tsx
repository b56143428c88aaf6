import { CircleCheck } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { openAuthDialog } from '#pwa/state/auth-dialog';
import { useAppT } from '#pwa/ui/app-texts';
import { Button } from '#pwa/ui/button.tsx';
import { PageCard } from '#pwa/ui/page-card.tsx';

/** The success screen after a reset, with the way to sign in with the new password. */
export function PasswordUpdated() {
  const navigate = useNavigate();
  const t = useAppT();
  return (
    <PageCard>
      <div role="status" className="grid justify-items-center gap-3 text-center">
        <CircleCheck className="size-10 text-green-600 dark:text-green-400" aria-hidden />
        <h1 className="text-xl font-semibold">{t('auth.reset.updated')}</h1>
        <p className="text-sm text-fg-muted">{t('auth.reset.updatedText')}</p>
      </div>
      <Button
        size="lg"
        className="mt-6 w-full"
        onClick={() => {
          void navigate('/');
          openAuthDialog('signin');
        }}
      >
        {t('auth.reset.goSignIn')}
      </Button>
    </PageCard>
  );
}
