import { ArrowDown, ArrowUp } from 'lucide-react';
import { useMediaUrl } from '../../data/library-hooks';
import { Button } from '../../ui/button';

function PageThumb({
  flipbookId,
  name,
  position,
}: {
  flipbookId: string | null;
  name: string;
  position: number;
}) {
  const url = useMediaUrl(flipbookId, name);
  return url ? (
    <img
      src={url}
      alt={`Page ${position}`}
      className="h-28 w-20 shrink-0 rounded border border-border bg-white object-contain"
    />
  ) : (
    <div className="h-28 w-20 shrink-0 rounded border border-border bg-surface-muted" />
  );
}

/** The pages in order (front is the first 3, back the next 3), each movable up or down. */
export function PageOrderList({
  flipbookId,
  order,
  onMove,
}: {
  flipbookId: string | null;
  order: string[];
  onMove: (from: number, to: number) => void;
}) {
  return (
    // Only the pages scroll on a short screen, so Cancel and Save stay in view. Wider screens show
    // the front (pages 1-3) and the back (4-6) side by side, as columns.
    <ol className="mt-2 grid min-h-0 grid-cols-1 gap-2 overflow-y-auto sm:grid-flow-col sm:grid-cols-2 sm:grid-rows-3">
      {order.map((name, i) => (
        <li key={name} className="flex items-center gap-3 rounded-lg border border-border p-2">
          <span className="w-5 text-center text-sm font-semibold text-fg-muted">{i + 1}</span>
          <PageThumb flipbookId={flipbookId} name={name} position={i + 1} />
          <span className="flex-1 text-sm text-fg-muted">{i < 3 ? 'Front' : 'Back'}</span>
          <Button
            variant="ghost"
            size="icon"
            disabled={i === 0}
            onClick={() => onMove(i, i - 1)}
            aria-label={`Move page ${i + 1} up`}
          >
            <ArrowUp className="size-4" aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            disabled={i === order.length - 1}
            onClick={() => onMove(i, i + 1)}
            aria-label={`Move page ${i + 1} down`}
          >
            <ArrowDown className="size-4" aria-hidden />
          </Button>
        </li>
      ))}
    </ol>
  );
}
