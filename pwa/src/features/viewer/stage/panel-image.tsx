import { ImageOff } from 'lucide-react';
import { hasPanelVariant, PANEL_SIZES, panelSrcSet, panelVariantUrl } from '#core/panel-images';
import type { PanelSlot } from '#core/panel-layout';
import { useT } from '#pwa/i18n/i18n';
import { cn } from '#pwa/ui/cn';
import { type BrochureForm, panelAlt } from '../viewer-model';

/**
 * One panel, or the 'No image' placeholder when the flipbook has none there. Server panels offer
 * their 480 px phone copy, which the browser picks where the panel shows that small.
 */
export function PanelImage(props: {
  /** How the flipbook was made and which way it reads: it names the panel's place. */
  form: BrochureForm;
  slot: PanelSlot;
  url: string | null;
  className?: string;
  /** 'high' for the panel on show, 'low' for those shown later; both load at once. */
  priority?: 'high' | 'low';
  /** On a phone a server panel is always its 480 px copy; zooming shows the original. */
  phone?: boolean;
  onSize?: (width: number, height: number) => void;
}) {
  const { form, slot, url, className, priority, phone, onSize } = props;
  const t = useT();
  if (!url) {
    return (
      <div
        className={cn(
          // zinc-600 on zinc-100: 6.9:1 (zinc-500 was 4.4:1, under WCAG's 4.5:1 for small text).
          'flex flex-col items-center justify-center gap-2 bg-zinc-100 text-zinc-600',
          className,
        )}
      >
        <ImageOff className="size-8" aria-hidden />
        <span className="text-sm">{t('viewer.noImage')}</span>
      </div>
    );
  }
  const copies = hasPanelVariant(url);
  return (
    <img
      src={copies && phone ? panelVariantUrl(url) : url}
      srcSet={copies && !phone ? panelSrcSet(url) : undefined}
      sizes={copies && !phone ? PANEL_SIZES : undefined}
      fetchPriority={priority}
      decoding="async"
      alt={panelAlt(form, slot)}
      data-slot={slot}
      className={cn('bg-white object-contain', className)}
      draggable={false}
      onLoad={(e) => onSize?.(e.currentTarget.naturalWidth, e.currentTarget.naturalHeight)}
    />
  );
}
