import { useLibraryT } from '../library/library-texts';

/** The labelled colour input of the text and drawing tools. */
export function ColourControl(props: { value: string; onChange: (value: string) => void }) {
  const t = useLibraryT();
  return (
    <label className="flex items-center gap-1.5 text-xs text-fg-muted">
      {t('library.editor.colour')}
      <input
        type="color"
        className="h-7 w-9 cursor-pointer rounded border border-border bg-surface"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  );
}
