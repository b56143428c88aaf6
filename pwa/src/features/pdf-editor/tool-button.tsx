import type { LucideIcon } from 'lucide-react';
import { cn } from '../../ui/cn';

/** A toolbar button named by its label (also its tooltip), shown beside the icon on wide screens. */
export function ToolButton(props: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  pressed?: boolean;
  disabled?: boolean;
  /** Icon only at every width (zoom: the icons say it, and the row fits at 1280 px). */
  iconOnly?: boolean;
}) {
  const Icon = props.icon;
  return (
    <button
      type="button"
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.pressed}
      disabled={props.disabled}
      onClick={props.onClick}
      className={cn(
        'inline-flex h-9 min-w-9 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-medium',
        'cursor-pointer disabled:pointer-events-none disabled:opacity-40',
        props.pressed ? 'bg-primary text-primary-ink' : 'hover:bg-surface-muted',
      )}
    >
      <Icon className="size-4" aria-hidden />
      {!props.iconOnly && <span className="hidden lg:inline">{props.label}</span>}
    </button>
  );
}
