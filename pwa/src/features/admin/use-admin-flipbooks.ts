import { useCallback, useEffect, useState } from 'react';
import type { AdminAnalytics, AdminFlipbookItem } from '#core/schemas/flipbooks';
import { apiCall } from '../../data/api-client';
import { toast } from '../../ui/toast';
import { useProfileT } from '../profile/profile-texts';

/** Every flipbook, for the admin's grid (null until the first answer), and their deletion. */
export function useAdminFlipbooks(analytics: AdminAnalytics | null) {
  const t = useProfileT();
  const [items, setItems] = useState<AdminFlipbookItem[] | null>(null);
  const load = useCallback(async () => {
    const result = await apiCall<{ items: AdminFlipbookItem[] }>('/api/admin/flipbooks', {
      bearer: true,
    });
    if (result.kind === 'ok') setItems(result.value.items);
    else setItems((current) => current ?? []);
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
    if (!window.confirm(t('admin.deleteConfirm', { title: item.title }))) return;
    const result = await apiCall(`/api/admin/flipbooks/${item.id}`, {
      method: 'DELETE',
      bearer: true,
    });
    if (result.kind !== 'ok') {
      toast({
        title: t('admin.deleteFailed'),
        description: t('admin.deleteFailedExplain'),
        variant: 'destructive',
      });
      return;
    }
    setItems((list) => (list ?? []).filter((i) => i.id !== item.id));
    toast({ title: t('admin.deleted'), description: t('admin.deletedExplain') });
  };

  return { items, remove };
}
