import { BookOpen, QrCode, WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { PRODUCT_NAME } from '#core/product';
import { useT } from '../../i18n/i18n';
import { openAuthDialog } from '../../state/auth-dialog';
import { Button } from '../../ui/button';
import { replayEarlyClick } from './early-click';

const FEATURES = [
  { icon: BookOpen, heading: 'landing.browser.title', text: 'landing.browser.text' },
  { icon: QrCode, heading: 'landing.share.title', text: 'landing.share.text' },
  { icon: WifiOff, heading: 'landing.offline.title', text: 'landing.offline.text' },
] as const;

/** What a signed-out visitor sees on the home page. */
export function Landing() {
  useEffect(replayEarlyClick, []);
  const t = useT();
  return (
    <section className="mx-auto flex max-w-4xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-24">
      <div aria-hidden className="mb-8 flex items-end gap-1.5">
        <span className="h-24 w-16 -skew-y-6 rounded-md bg-primary/70 shadow-sm" />
        <span className="h-24 w-16 rounded-md bg-primary shadow-md" />
        <span className="h-24 w-16 skew-y-6 rounded-md bg-primary/70 shadow-sm" />
      </div>
      <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
        {t('landing.welcome', { product: PRODUCT_NAME })}
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-balance text-fg-muted">{t('landing.tagline')}</p>
      <Button size="lg" className="mt-8" onClick={() => openAuthDialog('signup')}>
        {t('landing.getStarted')}
      </Button>
      <ul className="mt-16 grid w-full gap-4 text-start sm:grid-cols-3">
        {FEATURES.map(({ icon: Icon, heading, text }) => (
          <li key={heading} className="rounded-xl border border-border bg-surface p-5">
            <Icon aria-hidden className="mb-3 size-6" />
            <h2 className="font-semibold">{t(heading)}</h2>
            <p className="mt-1 text-sm text-fg-muted">{t(text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
