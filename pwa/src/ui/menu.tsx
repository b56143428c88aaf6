import { Check } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

/** A dropdown menu's panel, in the page's portal, aligned to its trigger's end (or `align`). */
export function MenuContent({
  children,
  className,
  sideOffset = 6,
  align = 'end',
}: {
  children: ReactNode;
  /** Its width, as a Tailwind min-w class. */
  className?: string;
  sideOffset?: number;
  align?: 'start' | 'end';
}) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align={align}
        sideOffset={sideOffset}
        className={cn(
          'z-50 rounded-xl border border-border bg-surface p-1.5 text-fg shadow-xl',
          className,
        )}
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}

const ITEM =
  'flex cursor-pointer select-none items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted';

/** One entry of a menu: an icon and a label; `danger` for one that deletes. */
export function MenuItem({
  danger = false,
  className,
  ...props
}: ComponentProps<typeof DropdownMenu.Item> & { danger?: boolean }) {
  return (
    <DropdownMenu.Item
      {...props}
      className={cn(ITEM, danger && 'text-red-600 dark:text-red-400', className)}
    />
  );
}

/** One choice of a menu's radio group (inside `DropdownMenu.RadioGroup`), ticked when chosen. */
export function MenuRadioItem({
  children,
  className,
  ...props
}: ComponentProps<typeof DropdownMenu.RadioItem>) {
  return (
    <DropdownMenu.RadioItem {...props} className={cn(ITEM, 'ps-8 relative', className)}>
      <DropdownMenu.ItemIndicator className="absolute start-2.5 inline-flex">
        <Check className="size-4" aria-hidden />
      </DropdownMenu.ItemIndicator>
      {children}
    </DropdownMenu.RadioItem>
  );
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-border" />;
}
