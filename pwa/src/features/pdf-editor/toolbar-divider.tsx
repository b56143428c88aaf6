/** The thin line between the toolbar's groups. */
export function ToolbarDivider() {
  return <span aria-hidden className="mx-1 h-6 w-px bg-border" />;
}
