import { useLibraryT } from '../library/library-texts';
import { ColourControl } from './colour-control';
import { RangeControl } from './range-control';
import { ToolbarDivider } from './toolbar-divider';
import type { ToolSettings } from './use-tool-settings';

/** The text tool's colour and size, shown while it is the tool in use. */
export function TextToolSettings({ settings }: { settings: ToolSettings }) {
  const t = useLibraryT();
  return (
    <>
      <ToolbarDivider />
      <ColourControl value={settings.text.color} onChange={settings.setTextColour} />
      <RangeControl
        label={t('library.editor.size')}
        min={8}
        max={72}
        value={settings.text.size}
        onChange={settings.setTextSize}
      />
    </>
  );
}
