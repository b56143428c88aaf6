import { Moon, Sun } from 'lucide-react';
import { useValue } from '../state/external-store';
import { themeStore, toggleTheme } from '../state/theme';
import { Button } from '../ui/button';

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
      {theme === 'dark' ? (
        <Sun className="size-5" aria-hidden />
      ) : (
        <Moon className="size-5" aria-hidden />
      )}
    </Button>
  );
}
