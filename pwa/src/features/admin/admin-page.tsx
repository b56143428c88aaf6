import { ArrowLeft, ExternalLink, ImageIcon, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminFlipbookItem } from '../../../../core/schemas/flipbooks';
import { apiFetch } from '../../data/api-client';
import { useValue } from '../../state/external-store';
import { sessionStore } from '../../state/session';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { useAdminAnalytics } from './use-admin-analytics';

const formatTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-border bg-surface p-5 shadow-sm">
      <h2 className="text-sm font-medium text-fg-muted">{title}</h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/** /admin: live totals, recent flipbooks and every flipbook, for admins only. */
export function AdminPage() {
  const { user } = useValue(sessionStore);
  if (!user?.isAdmin) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="mb-2 text-2xl font-semibold">Admin Dashboard</h1>
        <p className="text-lg font-medium" role="alert">
          Forbidden: You do not have access to this page.
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link to="/">Back to app</Link>
        </Button>
      </section>
    );
  }
  return <Dashboard />;
}

function Dashboard() {
  const { analytics, state } = useAdminAnalytics();
  const [items, setItems] = useState<AdminFlipbookItem[] | null>(null);
  const load = useCallback(async () => {
    try {
      setItems(
        (await apiFetch<{ items: AdminFlipbookItem[] }>('/api/admin/flipbooks', { bearer: true }))
          .items,
      );
    } catch {
      setItems((current) => current ?? []);
    }
  }, []);
  // The grid follows the live figures: any change in them reloads the list.
  const signature = analytics
    ? `${analytics.totalFlipbooks}:${analytics.recent.map((r) => r.id).join(',')}`
    : '';
  useEffect(() => {
    void signature;
    void load();
  }, [load, signature]);

  const remove = async (item: AdminFlipbookItem) => {
    if (!window.confirm(`Delete “${item.title}”?`)) return;
    try {
      await apiFetch(`/api/admin/flipbooks/${item.id}`, { method: 'DELETE', bearer: true });
      setItems((list) => (list ?? []).filter((i) => i.id !== item.id));
      toast({ title: 'Deleted', description: 'Flipbook removed.' });
    } catch {
      toast({ title: 'Failed', description: 'Could not delete flipbook.', variant: 'destructive' });
    }
  };

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Button asChild variant="outline" size="sm">
            <Link to="/">
              <ArrowLeft className="size-4" aria-hidden /> Back to app
            </Link>
          </Button>
          <h1 className="text-2xl font-semibold">Admin Dashboard</h1>
        </div>
        <span
          className="inline-flex items-center gap-2 text-sm text-fg-muted"
          role="status"
          data-testid="stream-state"
        >
          <span
            className={`size-2 rounded-full ${state === 'live' ? 'bg-green-500' : 'bg-amber-500'}`}
            aria-hidden
          />
          {state === 'live' ? 'Live' : state === 'connecting' ? 'Connecting…' : 'Reconnecting…'}
        </span>
      </div>
      <div className="mt-6 grid gap-4 sm:grid-cols-3" aria-live="polite">
        <Card title="Total Flipbooks">
          <p className="text-3xl font-semibold tabular-nums" data-testid="total-flipbooks">
            {analytics?.totalFlipbooks ?? '—'}
          </p>
        </Card>
        <Card title="Total Views">
          <p className="text-3xl font-semibold tabular-nums" data-testid="total-views">
            {analytics?.totalViews ?? '—'}
          </p>
        </Card>
        <Card title={`Recent (Last ${analytics?.recent.length ?? 0} items)`}>
          <ul className="grid gap-1 text-sm">
            {analytics?.recent.map((r) => (
              <li key={r.id} className="flex justify-between gap-2">
                <span className="truncate">{r.title}</span>
                <span className="shrink-0 text-fg-muted tabular-nums">{r.views} views</span>
              </li>
            ))}
          </ul>
        </Card>
      </div>
      <h2 className="mt-10 mb-4 text-xl font-semibold">All Flipbooks</h2>
      {items?.length === 0 && <p className="text-fg-muted">No flipbooks yet</p>}
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items?.map((item) => {
          const image = item.middle ?? item.left ?? item.right;
          return (
            <li
              key={item.id}
              className="overflow-hidden rounded-2xl border border-border bg-surface shadow-sm"
              data-testid="admin-item"
            >
              <div className="relative flex aspect-[4/3] items-center justify-center overflow-hidden bg-surface-muted">
                {image ? (
                  <img
                    src={image}
                    alt=""
                    className="absolute inset-0 h-full w-full object-contain p-3"
                    loading="lazy"
                  />
                ) : (
                  <ImageIcon className="size-10 text-fg-muted" aria-hidden />
                )}
              </div>
              <div className="p-4">
                <h3 className="truncate font-semibold">{item.title}</h3>
                <p className="text-sm text-fg-muted">
                  {formatTime(item.createdAt)} • {item.views} views
                </p>
                <div className="mt-3 grid grid-cols-2 gap-2">
                  <Button asChild size="sm" variant="outline">
                    <a href={`/?view=${item.id}`} target="_blank" rel="noopener noreferrer">
                      <ExternalLink className="size-4" aria-hidden /> Open
                    </a>
                  </Button>
                  <Button size="sm" variant="destructive" onClick={() => void remove(item)}>
                    <Trash2 className="size-4" aria-hidden /> Delete
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
