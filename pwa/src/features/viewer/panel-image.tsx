import { ImageOff } from 'lucide-react';
import type { PanelSlot } from '../../../../core/panel-layout';
import { cn } from '../../ui/cn';
import { panelAlt } from './viewer-model';

/** One panel, or the 'No image' placeholder when the flipbook has none there. */
export function PanelImage(props: {
  slot: PanelSlot;
  url: string | null;
  className?: string;
  onSize?: (width: number, height: number) => void;
}) {
  const { slot, url, className, onSize } = props;
  if (!url) {
    return (
      <div
        className={cn(
          'flex flex-col items-center justify-center gap-2 bg-zinc-100 text-zinc-500',
          className,
        )}
      >
        <ImageOff className="size-8" aria-hidden />
        <span className="text-sm">No image</span>
      </div>
    );
  }
  return (
    <img
      src={url}
      alt={panelAlt(slot)}
      className={cn('bg-white object-contain', className)}
      draggable={false}
      onLoad={(e) => onSize?.(e.currentTarget.naturalWidth, e.currentTarget.naturalHeight)}
    />
  );
}
