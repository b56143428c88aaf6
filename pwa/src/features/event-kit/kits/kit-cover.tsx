import { FileText } from 'lucide-react';
import { coverImage } from '#core/brochure';
import type { LocalFlipbook } from '#offline/db';
import { useMediaUrl } from '#pwa/data/library-hooks';
import { cn } from '#pwa/ui/cn';

/** A flipbook's cover, small, from this device's library (a page icon when it has none here). */
export function KitCover({ flipbook, className }: { flipbook: LocalFlipbook; className?: string }) {
  const url = useMediaUrl(flipbook.id, coverImage(flipbook));
  const box = cn(
    'shrink-0 rounded border border-border bg-white object-contain dark:border-zinc-600',
    className,
  );
  return url ? (
    <img src={url} alt="" className={box} />
  ) : (
    <span className={cn(box, 'grid place-items-center text-zinc-500')}>
      <FileText className="size-5" aria-hidden />
    </span>
  );
}
