import { ExternalLink, ImageIcon, Trash2 } from 'lucide-react';
import type { AdminFlipbookItem } from '#core/schemas/flipbooks';
import { Button, buttonClass } from '../../ui/button';

const formatTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** One flipbook of the admin's grid: its cover, title, date and views; Open and Delete. */
export function AdminFlipbookCard(props: { item: AdminFlipbookItem; onDelete: () => void }) {
  const { item, onDelete } = props;
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
          {formatTime(item.createdAt)} • {item.views} views
        </p>
        <div className="mt-3 grid grid-cols-2 gap-2">
          <a
            href={`/?view=${item.id}`}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass({ variant: 'outline', size: 'sm' })}
          >
            <ExternalLink className="size-4" aria-hidden /> Open
          </a>
          <Button size="sm" variant="destructive" onClick={onDelete}>
            <Trash2 className="size-4" aria-hidden /> Delete
          </Button>
        </div>
      </div>
    </li>
  );
}
