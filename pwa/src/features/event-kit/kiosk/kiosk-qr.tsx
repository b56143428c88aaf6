import { useEffect, useState } from 'react';
import { eventViewerUrl } from '#core/reading-events';
import { useValue } from '#pwa/state/external-store';
import { cn } from '#pwa/ui/cn';
import { whenIdle } from '#pwa/ui/when-idle';
import { qrImageUrl } from './kiosk-qr-code';
import { kioskShowingStore } from './kiosk-showing';
import { useKioskT } from './kiosk-texts';

/** The flipbook's QR code is up at the latest this long after it. */
const QR_WITHIN_MS = 300;

/**
 * The QR code of the shared link of the flipbook the kiosk shows, for a visitor to take it away on
 * their phone. The link names the kiosk's event: the visitor's view and reading count under it.
 */
export function KioskQr({ compact, event }: { compact: boolean; event: string }) {
  const showing = useValue(kioskShowingStore);
  const t = useKioskT();
  const flipbookId = showing?.flipbookId;
  const [image, setImage] = useState<{ id: string; url: string } | null>(null);
  useEffect(() => {
    if (!flipbookId) return;
    let live = true;
    // Drawn after the flipbook's own first frame.
    const cancel = whenIdle(
      () =>
        void qrImageUrl(eventViewerUrl(location.origin, flipbookId, event)).then(
          (url) => live && setImage({ id: flipbookId, url }),
        ),
      QR_WITHIN_MS,
    );
    return () => {
      live = false;
      cancel();
    };
  }, [flipbookId, event]);
  if (!showing) return null;
  const size = compact ? 'size-20' : 'size-40 lg:size-48';
  return (
    <figure className={cn('flex shrink-0 flex-col items-center', compact ? 'w-24 gap-1' : 'gap-3')}>
      <div className={cn('shrink-0 rounded-lg bg-white p-1 shadow-sm', size)}>
        {image?.id === showing.flipbookId && (
          <img
            src={image.url}
            alt={t('kiosk.qrAlt', { title: showing.title })}
            className="size-full"
            data-testid="kiosk-qr"
          />
        )}
      </div>
      <figcaption
        className={cn(
          'text-center font-medium text-fg',
          compact ? 'text-[11px] leading-tight' : 'max-w-48 text-sm',
        )}
      >
        {compact ? t('kiosk.scanShort') : t('kiosk.scan')}
      </figcaption>
    </figure>
  );
}
