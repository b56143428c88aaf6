import { inputClass } from '#pwa/ui/form-field.tsx';

export interface FilterFields {
  flipbookId: string;
  from: string;
  to: string;
}

/** The Leads page's filters: one flipbook or all, and a range of days. */
export function LeadsFilters(props: {
  fields: FilterFields;
  flipbooks: Array<{ id: string; title: string }>;
  onChange: (fields: FilterFields) => void;
}) {
  const { fields, flipbooks, onChange } = props;
  const set = (change: Partial<FilterFields>) => onChange({ ...fields, ...change });
  return (
    <fieldset className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <legend className="sr-only">Filter leads</legend>
      <label className="col-span-2 grid gap-1.5 text-sm font-medium sm:col-span-1">
        Flipbook
        <select
          value={fields.flipbookId}
          onChange={(e) => set({ flipbookId: e.target.value })}
          className={`${inputClass} min-w-0 font-normal`}
        >
          <option value="">All flipbooks</option>
          {flipbooks.map((f) => (
            <option key={f.id} value={f.id}>
              {f.title || 'Untitled'}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1.5 text-sm font-medium">
        From
        <input
          type="date"
          value={fields.from}
          max={fields.to || undefined}
          onChange={(e) => set({ from: e.target.value })}
          className={`${inputClass} min-w-0 font-normal`}
        />
      </label>
      <label className="grid gap-1.5 text-sm font-medium">
        To
        <input
          type="date"
          value={fields.to}
          min={fields.from || undefined}
          onChange={(e) => set({ to: e.target.value })}
          className={`${inputClass} min-w-0 font-normal`}
        />
      </label>
    </fieldset>
  );
}
