import { Dialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import { useFocusReturn } from './use-focus-return';

/**
 * A centred dialog over a dimmed page: Radix's root, portal, overlay and content, with focus given
 * back on close to whatever opened it (useFocusReturn). The caller puts its Dialog.Title and
 * Dialog.Description among the children; `className` sets the width and layout.
 */
export function Modal(props: {
  open: boolean;
  onClose: () => void;
  className?: string;
  /** 'alertdialog' for a confirmation, which a click outside does not dismiss. */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}) {
  const { open, onClose, role = 'dialog', children } = props;
  const returnFocus = useFocusReturn(open);
  const confirmOnly: Partial<ComponentProps<typeof Dialog.Content>> =
    role === 'alertdialog'
      ? { role: 'alertdialog', onInteractOutside: (e) => e.preventDefault() }
      : {};
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          {...confirmOnly}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 text-fg shadow-xl',
            props.className,
          )}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
