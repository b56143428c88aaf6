import { Toast } from 'radix-ui';
import { useAppT } from './app-texts';
import { cn } from './cn';

const TOAST_DURATION_MS = 5000;

/**
 * Toasts (docs/product-rules.md): one visible at a time (a new one replaces it), 5000 ms, and Radix's own
 * defaults for swipe (right, 50 px), the F8 hotkey and the 'Notification' label.
 */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  action?: { label: string; onClick: () => void };
  /** Overrides the 5000 ms default; Infinity keeps the toast until dismissed. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

/** The toasts on show, in Radix's viewport (its swipe, F8 hotkey and announcements). */
export function ToastList({
  toasts,
  onClose,
}: {
  toasts: ToastItem[];
  onClose: (id: number) => void;
}) {
  const t = useAppT();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          onOpenChange={(open) => !open && onClose(item.id)}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pe-8 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-out',
            item.variant === 'destructive'
              ? 'border-red-700 bg-red-600 text-white'
              : 'border-border bg-surface text-fg',
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            {item.description && (
              <Toast.Description className="text-sm whitespace-pre-line opacity-90">
                {item.description}
              </Toast.Description>
            )}
          </div>
          {item.action && (
            <Toast.Action altText={item.action.label} asChild>
              <button
                type="button"
                onClick={item.action.onClick}
                className="ms-auto shrink-0 rounded-md border border-current px-3 py-1 text-sm font-medium"
              >
                {item.action.label}
              </button>
            </Toast.Action>
          )}
          <Toast.Close
            aria-label={t('app.close')}
            className="absolute end-2 top-2 rounded p-1 opacity-70 hover:opacity-100"
          >
            <span aria-hidden>×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed end-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-[420px]" />
    </Toast.Provider>
  );
}
