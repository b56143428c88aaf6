import { MoveHorizontal, ZoomIn, ZoomOut } from 'lucide-react';
import { ToolButton } from './tool-button';

/** Zoom out, fit to width and zoom in, as icons only. */
export function ZoomButtons({
  disabled,
  onZoom,
}: {
  disabled: boolean;
  onZoom: (how: 'in' | 'out' | 'width') => void;
}) {
  return (
    <>
      <ToolButton
        icon={ZoomOut}
        label="Zoom out"
        iconOnly
        disabled={disabled}
        onClick={() => onZoom('out')}
      />
      <ToolButton
        icon={MoveHorizontal}
        label="Fit to width"
        iconOnly
        disabled={disabled}
        onClick={() => onZoom('width')}
      />
      <ToolButton
        icon={ZoomIn}
        label="Zoom in"
        iconOnly
        disabled={disabled}
        onClick={() => onZoom('in')}
      />
    </>
  );
}
