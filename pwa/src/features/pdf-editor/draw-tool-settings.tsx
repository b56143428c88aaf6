import { useLibraryT } from '../library/library-texts';
import { ColourControl } from './colour-control';
import { RangeControl } from './range-control';
import { ToolbarDivider } from './toolbar-divider';
import type { ToolSettings } from './use-tool-settings';

/** The drawing tool's colour, thickness and opacity, shown while it is the tool in use. */
export function DrawToolSettings({ settings }: { settings: ToolSettings }) {
  const t = useLibraryT();
  return (
    <>
      <ToolbarDivider />
      <ColourControl value={settings.ink.color} onChange={settings.setInkColour} />
      <RangeControl
        label={t('library.editor.thickness')}
        min={1}
        max={20}
        value={settings.ink.thickness}
        onChange={settings.setInkThickness}
      />
      <RangeControl
        label={t('library.editor.opacity')}
        min={10}
        max={100}
        step={5}
        value={settings.ink.opacity}
        onChange={settings.setInkOpacity}
      />
    </>
  );
}
