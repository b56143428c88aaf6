import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAppT } from '#pwa/ui/app-texts';
import { buttonClass } from '#pwa/ui/button.tsx';
import { PageCard } from '#pwa/ui/page-card.tsx';

/** What /reset-password shows without a token: the link is broken, ask for a new one. */
export function InvalidResetLink() {
  const t = useAppT();
  return (
    <PageCard>
      <div role="alert" className="grid justify-items-center gap-3 text-center">
        <CircleAlert className="size-10 text-red-600 dark:text-red-400" aria-hidden />
        <h1 className="text-xl font-semibold">{t('auth.reset.invalidTitle')}</h1>
        <p className="text-sm text-fg-muted">{t('auth.reset.invalidText')}</p>
      </div>
      <Link to="/request-reset" className={buttonClass({ size: 'lg' }, 'mt-6 w-full')}>
        {t('auth.reset.requestNew')}
      </Link>
    </PageCard>
  );
}
