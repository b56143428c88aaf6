import { Moon, Sun } from 'lucide-react';
import { useValue } from '../state/external-store';
import { Button } from '../ui/button';
import { themeStore, toggleTheme } from './theme';

export function ThemeToggle() {
  const theme = useValue(themeStore);
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggleTheme}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      data-testid="theme-toggle"
    >
      {/* By the page's class, not the state, so the build's drawn home page shows the right one. */}
      <Sun className="hidden size-5 dark:block" aria-hidden />
      <Moon className="size-5 dark:hidden" aria-hidden />
    </Button>
  );
}
