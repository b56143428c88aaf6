import { Maximize, Minimize } from 'lucide-react';
import { useT } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { useFullScreen } from './use-full-screen';

/**
 * Enters or leaves full screen; nothing where the page may not go full screen (a frame without
 * `allow="fullscreen"`). `compact` is the embed page's smaller bar.
 */
export function FullScreenButton({ compact = false }: { compact?: boolean }) {
  const fullScreen = useFullScreen();
  const t = useT();
  if (!fullScreen.available) return null;
  const icon = compact ? 'size-4' : 'size-5';
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn(compact && 'size-8')}
      onClick={fullScreen.toggle}
      aria-label={t(fullScreen.on ? 'viewer.exitFullScreen' : 'viewer.fullScreen')}
    >
      {fullScreen.on ? (
        <Minimize className={icon} aria-hidden />
      ) : (
        <Maximize className={icon} aria-hidden />
      )}
    </Button>
  );
}
