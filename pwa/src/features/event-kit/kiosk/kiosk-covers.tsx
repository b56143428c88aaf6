import { FileText } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { LocalFlipbook } from '#offline/db';
import { cn } from '#pwa/ui/cn';
import { useKioskT } from './kiosk-texts';

/** The row of the kit's covers: a visitor picks the flipbook to look at. */
export function KioskCovers(props: {
  flipbooks: LocalFlipbook[];
  index: number;
  cover: (flipbook: LocalFlipbook) => string | null;
  onChoose: (index: number) => void;
}) {
  const { flipbooks, index, cover, onChoose } = props;
  const list = useRef<HTMLUListElement>(null);
  const t = useKioskT();
  // The attract loop moves on by itself: its flipbook's cover comes into view.
  useEffect(() => {
    list.current?.children[index]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [index]);
  return (
    <nav aria-label={t('kiosk.flipbooks')} className="min-w-0 flex-1">
      <ul ref={list} className="flex gap-3 overflow-x-auto px-1 py-2">
        {flipbooks.map((flipbook, i) => {
          const url = cover(flipbook);
          const current = i === index;
          return (
            <li key={flipbook.id} className="shrink-0">
              <button
                type="button"
                onClick={() => onChoose(i)}
                aria-label={t('kiosk.show', { title: flipbook.title })}
                aria-current={current ? 'true' : undefined}
                className={cn(
                  'flex w-24 flex-col items-center gap-1.5 rounded-xl p-1.5 sm:w-28',
                  current ? 'bg-surface-muted ring-2 ring-fg' : 'hover:bg-surface-muted',
                )}
              >
                <span className="flex h-20 w-full items-center justify-center sm:h-24">
                  {url ? (
                    <img
                      src={url}
                      alt=""
                      className="max-h-full max-w-full rounded-sm bg-white object-contain shadow-sm"
                    />
                  ) : (
                    <FileText className="size-8 text-fg-muted" aria-hidden />
                  )}
                </span>
                {/* A title in its own script's direction, cut at its own end. */}
                <span dir="auto" className="w-full truncate text-center text-xs font-medium">
                  {flipbook.title}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
