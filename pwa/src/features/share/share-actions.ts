import { toast } from '../../ui/toast';

/** Copies `text`; a toast says it worked (`copied`), or that it failed (`failed`). */
export async function copyWithToast(
  text: string,
  copied: { title: string; description: string },
  failed: string,
): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast(copied);
  } catch {
    toast({ title: 'Error', description: failed, variant: 'destructive' });
  }
}

/** Copies the viewer link; a toast says whether it worked. */
export const copyLink = (url: string) =>
  copyWithToast(
    url,
    { title: 'Link copied', description: 'Viewer link copied to clipboard.' },
    'Failed to copy URL',
  );

/** The device's share sheet when there is one, else the link is copied; a failed share copies too. */
export async function shareFlipbook(flipbook: { title: string; url: string }): Promise<void> {
  const data = {
    title: flipbook.title,
    text: `Check out this digital flipbook: ${flipbook.title}`,
    url: flipbook.url,
  };
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return;
    } catch (err) {
      // Closing the share sheet is the user's choice, not a failure.
      if ((err as Error).name === 'AbortError') return;
    }
  }
  await copyLink(flipbook.url);
}

/** The download name of a QR code: the title lowercased, other characters as '_'. */
function qrFileName(title: string): string {
  return `${title.toLowerCase().replace(/[^a-z0-9]/g, '_')}_qr_code.png`;
}

/** Saves the QR image under the title's file name; a toast says so. */
export function downloadQr(image: string, title: string): void {
  const link = document.createElement('a');
  link.href = image;
  link.download = qrFileName(title);
  link.click();
  toast({ title: 'Downloaded!', description: 'QR code saved to your device' });
}
