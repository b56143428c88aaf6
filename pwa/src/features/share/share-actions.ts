import { t } from '../../i18n/i18n';
import { type ToastInput, toast } from '../../ui/toast';

/**
 * A toast in the page's language. A shared link's reader shares too, and their page does not
 * carry the app's texts: they load with the toast, after the copy or the share it tells of.
 */
async function toastInApp(make: () => ToastInput): Promise<void> {
  const { appTextsReady } = await import('../../ui/app-texts');
  await appTextsReady();
  toast(make());
}

/** Copies `text`; a toast says it worked (`copied`), or that it failed (`failed`). */
async function copyTelling(
  text: string,
  copied: () => ToastInput,
  failed: () => string,
): Promise<void> {
  const done = await navigator.clipboard.writeText(text).then(
    () => true,
    () => false,
  );
  await toastInApp(() =>
    done ? copied() : { title: t('app.error'), description: failed(), variant: 'destructive' },
  );
}

/** Copies `text`; a toast says it worked (`copied`), or that it failed (`failed`): the caller's words. */
export const copyWithToast = (
  text: string,
  copied: { title: string; description: string },
  failed: string,
): Promise<void> =>
  copyTelling(
    text,
    () => copied,
    () => failed,
  );

/** Copies the viewer link; a toast says whether it worked. */
export const copyLink = (url: string): Promise<void> =>
  copyTelling(
    url,
    () => ({ title: t('share.linkCopied'), description: t('share.linkCopiedText') }),
    () => t('share.copyUrlFailed'),
  );

/** The device's share sheet when there is one, else the link is copied; a failed share copies too. */
export async function shareFlipbook(flipbook: { title: string; url: string }): Promise<void> {
  const data = {
    title: flipbook.title,
    // In the page's own catalogue: the share sheet opens at once, while the click still counts.
    text: t('viewer.shareText', { title: flipbook.title }),
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
  void toastInApp(() => ({ title: t('share.downloaded'), description: t('share.downloadedText') }));
}
