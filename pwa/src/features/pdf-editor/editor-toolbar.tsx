import { type LucideIcon, MousePointer2, Pencil, Redo2, Trash2, Type, Undo2 } from 'lucide-react';
import type { MessageId } from '#pwa/i18n/i18n';
import { useLibraryT } from '../library/library-texts';
import { DrawToolSettings } from './draw-tool-settings';
import type { Tool } from './editor-tools';
import { ImageStampButton } from './image-stamp-button';
import { TextToolSettings } from './text-tool-settings';
import { ToolButton } from './tool-button';
import { ToolbarDivider } from './toolbar-divider';
import type { usePdfEditor } from './use-pdf-editor';
import { useToolSettings } from './use-tool-settings';
import { ZoomButtons } from './zoom-buttons';

type Editor = ReturnType<typeof usePdfEditor>;

const TOOL_BUTTONS: Array<[Tool, MessageId, LucideIcon]> = [
  ['select', 'library.editor.select', MousePointer2],
  ['text', 'library.editor.text', Type],
  ['draw', 'library.editor.draw', Pencil],
];

/** Tools, their settings, undo/redo/delete and zoom; it wraps onto two rows on a phone. */
export function EditorToolbar({
  editor,
  onImage,
}: {
  editor: Editor;
  onImage: (file: File) => void;
}) {
  const t = useLibraryT();
  const { state } = editor;
  const ready = state.status === 'ready';
  const settings = useToolSettings(ready, editor.setParam);

  return (
    <div
      role="toolbar"
      aria-label={t('library.editor.tools')}
      className="flex flex-wrap items-center gap-1 border-b border-border bg-surface px-2 py-1.5 sm:px-4"
    >
      {TOOL_BUTTONS.map(([tool, label, icon]) => (
        <ToolButton
          key={tool}
          icon={icon}
          label={t(label)}
          pressed={state.tool === tool}
          disabled={!ready}
          onClick={() => editor.setTool(tool)}
        />
      ))}
      <ImageStampButton disabled={!ready} onImage={onImage} />
      {state.tool === 'text' && <TextToolSettings settings={settings} />}
      {state.tool === 'draw' && <DrawToolSettings settings={settings} />}
      <ToolbarDivider />
      <ToolButton
        icon={Undo2}
        label={t('library.editor.undo')}
        disabled={!state.canUndo}
        onClick={editor.undo}
      />
      <ToolButton
        icon={Redo2}
        label={t('library.editor.redo')}
        disabled={!state.canRedo}
        onClick={editor.redo}
      />
      <ToolButton
        icon={Trash2}
        label={t('library.delete')}
        disabled={!state.hasSelection}
        onClick={editor.remove}
      />
      <ToolbarDivider />
      <ZoomButtons disabled={!ready} onZoom={editor.zoom} />
    </div>
  );
}
