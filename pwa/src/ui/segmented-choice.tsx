import { type ReactNode, useId } from 'react';
import { cn } from './cn';

export interface SegmentedChoiceProps<T> {
  /** What is chosen, read as the group's name; shown above it unless `legendHidden`. */
  legend: string;
  legendHidden?: boolean;
  choices: ReadonlyArray<{ value: T; label: ReactNode }>;
  value: T;
  onChange: (value: T) => void;
  /** Segments share the row's width equally (else each is as wide as its label). */
  stretch?: boolean;
}

/**
 * One of a few choices as radio buttons drawn as a single switch: the keyboard moves between them
 * with the arrow keys and a screen reader names the group and the choice, as for any radio group.
 */
export function SegmentedChoice<T>(props: SegmentedChoiceProps<T>) {
  const name = useId();
  return (
    <fieldset className="grid gap-1.5">
      <legend className={props.legendHidden ? 'sr-only' : 'mb-1.5 text-sm font-medium'}>
        {props.legend}
      </legend>
      <div className="flex flex-wrap gap-1 rounded-lg border border-border p-0.5">
        {props.choices.map(({ value, label }) => (
          <label
            key={String(value)}
            className={cn(
              'cursor-pointer rounded-md px-3 py-1.5 text-center text-sm font-medium whitespace-nowrap text-fg-muted',
              'has-checked:bg-primary has-checked:text-primary-ink',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-fg',
              props.stretch && 'flex-1 py-2',
            )}
          >
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={props.value === value}
              onChange={() => props.onChange(value)}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
