import { Code, Copy, Download, Link2, Share2, X } from 'lucide-react';
import QRCode from 'qrcode';
import { Dialog } from 'radix-ui';
import { useEffect, useId, useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '#core/product';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { toast } from '../../ui/toast';
import { useMediaQuery } from '../../ui/use-media-query';
import { embedCode } from './embed-code';
import { copyLink, qrFileName, shareFlipbook } from './share-actions';

/** The spec's QR code: 256 px, margin 2, error correction M, black on white. */
export const QR_OPTIONS = {
  width: 256,
  margin: 2,
  errorCorrectionLevel: 'M',
  color: { dark: '#000000', light: '#ffffff' },
} as const;

/** 'Share Your Flipbook': the QR code, the link, the embed code and the ways to pass it on. */
export function QrModal(props: {
  flipbook: { id: string; title: string; url: string } | null;
  onClose: () => void;
}) {
  const { flipbook } = props;
  const [image, setImage] = useState<string | null>(null);
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);

  useEffect(() => {
    setImage(null);
    if (!flipbook) return;
    QRCode.toDataURL(flipbook.url, QR_OPTIONS).then(setImage, () =>
      toast({ title: 'Error', description: 'Failed to generate QR code', variant: 'destructive' }),
    );
  }, [flipbook]);

  const copyUrl = async () => {
    if (!flipbook) return;
    try {
      await navigator.clipboard.writeText(flipbook.url);
      toast({ title: 'Copied!', description: 'Flipbook URL copied to clipboard' });
    } catch {
      toast({ title: 'Error', description: 'Failed to copy URL', variant: 'destructive' });
    }
  };

  const download = () => {
    if (!image || !flipbook) return;
    const link = document.createElement('a');
    link.href = image;
    link.download = qrFileName(flipbook.title);
    link.click();
    toast({ title: 'Downloaded!', description: 'QR code saved to your device' });
  };

  return (
    <Modal
      open={flipbook !== null}
      onClose={props.onClose}
      className="max-h-[calc(100dvh-2rem)] max-w-sm overflow-y-auto"
    >
      <Dialog.Close asChild>
        <Button variant="ghost" size="icon" className="absolute top-3 right-3" aria-label="Close">
          <X className="size-4" aria-hidden />
        </Button>
      </Dialog.Close>
      <Dialog.Title className="text-center text-lg font-semibold">Share Your Flipbook</Dialog.Title>
      <Dialog.Description className="mt-1 text-center text-sm text-fg-muted">
        Scan to view the flipbook
      </Dialog.Description>
      <div className="mt-4 flex flex-col items-center">
        <div className="flex size-[208px] items-center justify-center rounded-xl bg-white p-2">
          {image ? (
            <img
              src={image}
              alt={`QR code for ${flipbook?.title ?? ''}`}
              width={192}
              height={192}
              className="size-48"
            />
          ) : (
            <div className="size-48 animate-pulse rounded bg-zinc-200" />
          )}
        </div>
        <p className="mt-3 text-center font-medium break-words">{flipbook?.title}</p>
      </div>
      {!mobile && (
        <div className="mt-4 flex items-center gap-2">
          <input
            readOnly
            value={flipbook?.url ?? ''}
            aria-label="Flipbook URL"
            className="h-10 min-w-0 flex-1 rounded-lg border border-border bg-surface-muted px-3 text-sm"
            onFocus={(e) => e.target.select()}
          />
          <Button
            variant="outline"
            size="icon"
            onClick={() => void copyUrl()}
            aria-label="Copy URL"
          >
            <Copy className="size-4" aria-hidden />
          </Button>
        </div>
      )}
      <div className="mt-4 grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={download} disabled={!image}>
          <Download className="size-4" aria-hidden /> Download QR
        </Button>
        <Button onClick={() => flipbook && void shareFlipbook(flipbook)}>
          <Share2 className="size-4" aria-hidden /> Share
        </Button>
        {mobile && (
          <Button
            variant="outline"
            className="col-span-2"
            onClick={() => flipbook && void copyLink(flipbook.url)}
          >
            <Link2 className="size-4" aria-hidden /> Copy Link
          </Button>
        )}
      </div>
      {flipbook && <EmbedSection flipbook={flipbook} />}
    </Modal>
  );
}

/** 'Embed': the `<iframe>` code for another site, shown on demand, to select or copy. */
function EmbedSection({ flipbook }: { flipbook: { id: string; title: string } }) {
  const [open, setOpen] = useState(false);
  const codeId = useId();
  const code = embedCode(location.origin, flipbook);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast({ title: 'Copied!', description: 'Embed code copied to clipboard' });
    } catch {
      toast({ title: 'Error', description: 'Failed to copy embed code', variant: 'destructive' });
    }
  };

  return (
    <div className="mt-2">
      <Button
        variant="ghost"
        className="w-full"
        aria-expanded={open}
        aria-controls={open ? codeId : undefined}
        onClick={() => setOpen(!open)}
      >
        <Code className="size-4" aria-hidden /> Embed
      </Button>
      {open && (
        <div className="mt-2 grid gap-2">
          <label htmlFor={codeId} className="text-sm font-medium">
            Embed code
          </label>
          <textarea
            id={codeId}
            readOnly
            rows={4}
            value={code}
            spellCheck={false}
            className="w-full resize-none rounded-lg border border-border bg-surface-muted p-3 font-mono text-xs break-all"
            onFocus={(e) => e.target.select()}
          />
          <p className="text-xs text-fg-muted">
            Paste it into your site to show the flipbook there.
          </p>
          <Button variant="outline" onClick={() => void copy()}>
            <Copy className="size-4" aria-hidden /> Copy embed code
          </Button>
        </div>
      )}
    </div>
  );
}
