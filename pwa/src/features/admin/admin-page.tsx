import { Link } from 'react-router-dom';
import { useValue } from '../../state/external-store';
import { sessionStore } from '../../state/session';
import { buttonClass } from '../../ui/button';
import { PageHeader } from '../../ui/page-header';
import { ViewsChart } from '../../ui/views-chart';
import { useProfileT } from '../profile/profile-texts';
import { AdminFlipbookCard } from './admin-flipbook-card';
import { AdminStats } from './admin-stats';
import { StreamStateBadge } from './stream-state-badge';
import { useAdminAnalytics } from './use-admin-analytics';
import { useAdminFlipbooks } from './use-admin-flipbooks';

/** /admin: live totals and views per day, recent flipbooks and every flipbook, for admins only. */
export function AdminPage() {
  const { user } = useValue(sessionStore);
  const t = useProfileT();
  if (!user?.isAdmin) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="mb-2 text-2xl font-semibold">{t('admin.title')}</h1>
        <p className="text-lg font-medium" role="alert">
          {t('admin.forbidden')}
        </p>
        <Link to="/" className={buttonClass({ variant: 'outline' }, 'mt-6')}>
          {t('admin.back')}
        </Link>
      </section>
    );
  }
  return <Dashboard />;
}

function Dashboard() {
  const t = useProfileT();
  const { analytics, state } = useAdminAnalytics();
  const { items, remove } = useAdminFlipbooks(analytics);
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <PageHeader
        back={t('admin.back')}
        title={t('admin.title')}
        actions={<StreamStateBadge state={state} />}
      />
      <AdminStats analytics={analytics} />
      {analytics && (
        <div className="mt-6">
          <ViewsChart days={analytics.viewsByDay} label={t('admin.chart')} />
        </div>
      )}
      <h2 className="mt-10 mb-4 text-xl font-semibold">{t('admin.all')}</h2>
      {items?.length === 0 && <p className="text-fg-muted">{t('admin.none')}</p>}
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items?.map((item) => (
          <AdminFlipbookCard key={item.id} item={item} onDelete={() => void remove(item)} />
        ))}
      </ul>
    </section>
  );
}
