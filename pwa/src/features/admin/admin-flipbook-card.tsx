import { ExternalLink, ImageIcon, Trash2 } from 'lucide-react';
import type { AdminFlipbookItem } from '#core/schemas/flipbooks';
import { useLocale } from '#pwa/i18n/i18n';
import { Button, buttonClass } from '../../ui/button';
import { useProfileT } from '../profile/profile-texts';

/** When it was made, in the page's language: 'Nov 3, 2026, 2:05 PM' in English. */
const madeAt = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** One flipbook of the admin's grid: its cover, title, date and views; Open and Delete. */
export function AdminFlipbookCard(props: { item: AdminFlipbookItem; onDelete: () => void }) {
  const { item, onDelete } = props;
  const t = useProfileT();
  const locale = useLocale();
  const image = item.cover;
  return (
    <li
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
          {t('admin.made', { date: madeAt(item.createdAt, locale), views: item.views })}
        </p>
        <div className="mt-3 grid grid-cols-2 gap-2">
          <a
            href={`/?view=${item.id}`}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass({ variant: 'outline', size: 'sm' })}
          >
            <ExternalLink className="size-4" aria-hidden /> {t('admin.open')}
          </a>
          <Button size="sm" variant="destructive" onClick={onDelete}>
            <Trash2 className="size-4" aria-hidden /> {t('admin.delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}
