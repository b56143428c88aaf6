import { ColourControl } from './colour-control';
import { RangeControl } from './range-control';
import { ToolbarDivider } from './toolbar-divider';
import type { ToolSettings } from './use-tool-settings';

/** The drawing tool's colour, thickness and opacity, shown while it is the tool in use. */
export function DrawToolSettings({ settings }: { settings: ToolSettings }) {
  return (
    <>
      <ToolbarDivider />
      <ColourControl value={settings.ink.color} onChange={settings.setInkColour} />
      <RangeControl
        label="Thickness"
        min={1}
        max={20}
        value={settings.ink.thickness}
        onChange={settings.setInkThickness}
      />
      <RangeControl
        label="Opacity"
        min={10}
        max={100}
        step={5}
        value={settings.ink.opacity}
        onChange={settings.setInkOpacity}
      />
    </>
  );
}
