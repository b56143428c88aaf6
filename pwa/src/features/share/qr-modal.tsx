import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { MOBILE_BREAKPOINT_PX } from '#core/product';
import { useAppT } from '../../ui/app-texts';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { useMediaQuery } from '../../ui/use-media-query';
import { EmbedSection } from './embed-section';
import { QrActions } from './qr-actions';
import { QrLinkField } from './qr-link-field';
import { useQrImage } from './use-qr-image';

type Shared = { id: string; title: string; url: string };

/**
 * 'Share Your Flipbook': the QR code, the link, the embed code and the ways to pass it on. On a
 * short screen (a phone held sideways, a page zoomed to 200 %) the code stands beside the rest,
 * so every button fits; what still does not (the embed code, opened) scrolls inside the dialog.
 */
export function QrModal(props: { flipbook: Shared | null; onClose: () => void }) {
  const { flipbook } = props;
  const image = useQrImage(flipbook?.url ?? null);
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const t = useAppT();

  return (
    <Modal
      open={flipbook !== null}
      onClose={props.onClose}
      className="grid max-h-[calc(100dvh-2rem)] max-w-sm gap-4 overflow-y-auto short:max-w-2xl short:grid-cols-[auto_minmax(0,1fr)] short:gap-x-6 short:p-5"
    >
      <Dialog.Close asChild>
        <Button
          variant="ghost"
          size="icon"
          className="absolute end-3 top-3"
          aria-label={t('app.close')}
        >
          <X className="size-4" aria-hidden />
        </Button>
      </Dialog.Close>
      <div className="text-center short:col-start-2 short:pe-10 short:text-start">
        <Dialog.Title className="text-lg font-semibold">{t('share.title')}</Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-fg-muted">
          {t('share.scan')}
        </Dialog.Description>
      </div>
      <QrCode image={image} title={flipbook?.title ?? ''} />
      {flipbook && (
        <div className="grid content-start gap-4 short:col-start-2">
          {!mobile && <QrLinkField url={flipbook.url} />}
          <QrActions flipbook={flipbook} image={image} mobile={mobile} />
          <EmbedSection flipbook={flipbook} />
        </div>
      )}
    </Modal>
  );
}

/** The code at the product's 192 px on a white tile, with the flipbook's title under it. */
function QrCode({ image, title }: { image: string | null; title: string }) {
  const t = useAppT();
  return (
    <div className="flex flex-col items-center short:col-start-1 short:row-span-2 short:row-start-1 short:self-center">
      <div className="flex size-[208px] items-center justify-center rounded-xl bg-white p-2">
        {image ? (
          <img
            src={image}
            alt={t('share.qrAlt', { title })}
            width={192}
            height={192}
            className="size-48"
          />
        ) : (
          <div className="size-48 animate-pulse rounded bg-zinc-200" />
        )}
      </div>
      <p className="mt-3 max-w-[208px] text-center font-medium break-words">{title}</p>
    </div>
  );
}
