/** A labelled slider for a tool's setting (size, thickness, opacity). */
export function RangeControl(props: {
  label: string;
  min: number;
  max: number;
  step?: number;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <label className="flex items-center gap-1.5 text-xs text-fg-muted">
      {props.label}
      <input
        type="range"
        className="w-20 accent-[var(--accent-ink)]"
        min={props.min}
        max={props.max}
        step={props.step ?? 1}
        value={props.value}
        onChange={(e) => props.onChange(Number(e.target.value))}
      />
    </label>
  );
}
