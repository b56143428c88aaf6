import { MoveHorizontal, ZoomIn, ZoomOut } from 'lucide-react';
import { useLibraryT } from '../library/library-texts';
import { ToolButton } from './tool-button';

/** Zoom out, fit to width and zoom in, as icons only. */
export function ZoomButtons({
  disabled,
  onZoom,
}: {
  disabled: boolean;
  onZoom: (how: 'in' | 'out' | 'width') => void;
}) {
  const t = useLibraryT();
  return (
    <>
      <ToolButton
        icon={ZoomOut}
        label={t('library.editor.zoomOut')}
        iconOnly
        disabled={disabled}
        onClick={() => onZoom('out')}
      />
      <ToolButton
        icon={MoveHorizontal}
        label={t('library.editor.fitWidth')}
        iconOnly
        disabled={disabled}
        onClick={() => onZoom('width')}
      />
      <ToolButton
        icon={ZoomIn}
        label={t('library.editor.zoomIn')}
        iconOnly
        disabled={disabled}
        onClick={() => onZoom('in')}
      />
    </>
  );
}
