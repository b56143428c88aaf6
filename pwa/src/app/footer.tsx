import { DEFAULT_SUPPORT_EMAIL, PRODUCT_NAME } from '#core/product';
import { useT } from '../i18n/i18n';

/** The server writes SUPPORT_EMAIL into this meta tag of the shell (and into the build's landing). */
function supportEmail(): string {
  if (typeof document === 'undefined') return DEFAULT_SUPPORT_EMAIL;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="flipfold:support-email"]');
  return meta?.content || DEFAULT_SUPPORT_EMAIL;
}

/** Drawn on a shared link too: its words are in the page's own catalogue (reader), not the app's. */
export function Footer() {
  const t = useT();
  const email = supportEmail();
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-6 text-sm text-fg-muted sm:flex-row sm:px-6">
        <p>{t('footer.rights', { year: new Date().getFullYear(), product: PRODUCT_NAME })}</p>
        <p>
          {t('footer.help')}{' '}
          <a className="font-medium text-fg underline underline-offset-4" href={`mailto:${email}`}>
            {email}
          </a>
        </p>
      </div>
    </footer>
  );
}
