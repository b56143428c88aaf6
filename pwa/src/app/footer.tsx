import { DEFAULT_SUPPORT_EMAIL, PRODUCT_NAME } from '#core/product';

/** The server writes SUPPORT_EMAIL into this meta tag of the shell (and into the build's landing). */
function supportEmail(): string {
  if (typeof document === 'undefined') return DEFAULT_SUPPORT_EMAIL;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="flipfold:support-email"]');
  return meta?.content || DEFAULT_SUPPORT_EMAIL;
}

export function Footer() {
  const email = supportEmail();
  return (
    <footer className="border-t border-border">
      {/* Not in the catalogues yet (docs/languages.md): said as the English it is, left to right. */}
      <div
        lang="en"
        dir="ltr"
        className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-6 text-sm text-fg-muted sm:flex-row sm:px-6"
      >
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </p>
        <p>
          Need help? Contact{' '}
          <a className="font-medium text-fg underline underline-offset-4" href={`mailto:${email}`}>
            {email}
          </a>
        </p>
      </div>
    </footer>
  );
}
