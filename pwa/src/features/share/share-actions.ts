import { toast } from '../../ui/toast';

/** Copies the viewer link; a toast says whether it worked. */
export async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied', description: 'Viewer link copied to clipboard.' });
  } catch {
    toast({ title: 'Error', description: 'Failed to copy URL', variant: 'destructive' });
  }
}

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
export function qrFileName(title: string): string {
  return `${title.toLowerCase().replace(/[^a-z0-9]/g, '_')}_qr_code.png`;
}
