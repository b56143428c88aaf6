import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn';

const variants = {
  primary: 'bg-primary text-primary-ink hover:brightness-95 shadow-sm',
  outline: 'border border-border bg-surface text-fg hover:bg-surface-muted',
  ghost: 'text-fg hover:bg-surface-muted',
  destructive: 'bg-red-600 text-white hover:bg-red-700 shadow-sm',
} as const;

const sizes = {
  sm: 'h-8 px-3 text-sm gap-1.5',
  md: 'h-10 px-4 text-sm gap-2',
  lg: 'h-12 px-6 text-base gap-2',
  icon: 'h-10 w-10',
} as const;

export interface ButtonLook {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
}

/**
 * A button's classes, for a link that looks like one (`<Link className={buttonClass()}>`): no
 * wrapper component, so the first page's script carries no slot merging for it.
 */
export function buttonClass(
  { variant = 'primary', size = 'md' }: ButtonLook = {},
  className?: string,
) {
  return cn(
    'inline-flex items-center justify-center rounded-lg font-medium whitespace-nowrap transition',
    'disabled:pointer-events-none disabled:opacity-50 cursor-pointer select-none',
    variants[variant],
    sizes[size],
    className,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {}

export function Button({ variant, size, className, ...props }: ButtonProps) {
  return <button type="button" className={buttonClass({ variant, size }, className)} {...props} />;
}
