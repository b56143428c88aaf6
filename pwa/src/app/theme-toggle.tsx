import { Moon, Sun } from 'lucide-react';
import { useT } from '../i18n/i18n';
import { useValue } from '../state/external-store';
import { Button } from '../ui/button';
import { themeStore, toggleTheme } from './theme';

export function ThemeToggle() {
  const theme = useValue(themeStore);
  const t = useT();
  // Drawn on a shared link too: in the page's own catalogue, not the app's.
  const label = t(theme === 'dark' ? 'theme.toLight' : 'theme.toDark');
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
    >
      {/* By the page's class, not the state, so the build's drawn home page shows the right one. */}
      <Sun className="hidden size-5 dark:block" aria-hidden />
      <Moon className="size-5 dark:hidden" aria-hidden />
    </Button>
  );
}
