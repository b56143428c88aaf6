import { BookOpen, QrCode, WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '#core/product';
import { openAuthDialog } from '../../state/auth-dialog';
import { Button } from '../../ui/button';
import { replayEarlyClick } from './early-click';

const FEATURES = [
  {
    icon: BookOpen,
    title: 'Made in your browser',
    text: 'Your PDF never leaves your device; only the pages do.',
  },
  {
    icon: QrCode,
    title: 'Share by link or QR',
    text: 'Anyone can open your flipbook, no account needed.',
  },
  {
    icon: WifiOff,
    title: 'Works offline',
    text: 'Present your library at events, even without a network.',
  },
] as const;

/** What a signed-out visitor sees on the home page. */
export function Landing() {
  useEffect(replayEarlyClick, []);
  return (
    <section className="mx-auto flex max-w-4xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-24">
      <div aria-hidden className="mb-8 flex items-end gap-1.5">
        <span className="h-24 w-16 -skew-y-6 rounded-md bg-primary/70 shadow-sm" />
        <span className="h-24 w-16 rounded-md bg-primary shadow-md" />
        <span className="h-24 w-16 skew-y-6 rounded-md bg-primary/70 shadow-sm" />
      </div>
      <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
        Welcome to {PRODUCT_NAME}
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-balance text-fg-muted">{PRODUCT_TAGLINE}</p>
      <Button size="lg" className="mt-8" onClick={() => openAuthDialog('signup')}>
        Get Started
      </Button>
      <ul className="mt-16 grid w-full gap-4 text-left sm:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-border bg-surface p-5">
            <Icon aria-hidden className="mb-3 size-6" />
            <h2 className="font-semibold">{title}</h2>
            <p className="mt-1 text-sm text-fg-muted">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
