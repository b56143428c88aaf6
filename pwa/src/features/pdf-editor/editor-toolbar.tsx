import {
  ImagePlus,
  type LucideIcon,
  MousePointer2,
  MoveHorizontal,
  Pencil,
  Redo2,
  Trash2,
  Type,
  Undo2,
  ZoomIn,
  ZoomOut,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { STAMP_IMAGE_TYPES } from '../../../../core/stamp-images';
import { cn } from '../../ui/cn';
import type { Tool, usePdfEditor } from './use-pdf-editor';

type Editor = ReturnType<typeof usePdfEditor>;

function ToolButton(props: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  pressed?: boolean;
  disabled?: boolean;
  /** Icon only at every width (zoom: the icons say it, and the row fits at 1280 px). */
  iconOnly?: boolean;
}) {
  const Icon = props.icon;
  return (
    <button
      type="button"
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.pressed}
      disabled={props.disabled}
      onClick={props.onClick}
      className={cn(
        'inline-flex h-9 min-w-9 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-medium',
        'cursor-pointer disabled:pointer-events-none disabled:opacity-40',
        props.pressed ? 'bg-primary text-primary-ink' : 'hover:bg-surface-muted',
      )}
    >
      <Icon className="size-4" aria-hidden />
      {!props.iconOnly && <span className="hidden lg:inline">{props.label}</span>}
    </button>
  );
}

function Range(props: {
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

function Colour(props: { value: string; onChange: (value: string) => void }) {
  return (
    <label className="flex items-center gap-1.5 text-xs text-fg-muted">
      Colour
      <input
        type="color"
        className="h-7 w-9 cursor-pointer rounded border border-border bg-surface"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  );
}

const TEXT_START = { color: '#000000', size: 16 };
const INK_START = { color: '#000000', thickness: 3, opacity: 100 };

const TOOL_BUTTONS: Array<[Tool, string, LucideIcon]> = [
  ['select', 'Select', MousePointer2],
  ['text', 'Text', Type],
  ['draw', 'Draw', Pencil],
];

/** Tools, their settings, undo/redo/delete and zoom; it wraps onto two rows on a phone. */
export function EditorToolbar({
  editor,
  onImage,
}: {
  editor: Editor;
  onImage: (file: File) => void;
}) {
  const { state } = editor;
  const ready = state.status === 'ready';
  const picker = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(TEXT_START);
  const [ink, setInk] = useState(INK_START);
  const divider = <span aria-hidden className="mx-1 h-6 w-px bg-border" />;
  // pdf.js keeps its tools' settings between documents: start each one from what is shown here.
  const { setParam } = editor;
  useEffect(() => {
    if (!ready) return;
    setParam('FREETEXT_COLOR', TEXT_START.color);
    setParam('FREETEXT_SIZE', TEXT_START.size);
    setParam('INK_COLOR', INK_START.color);
    setParam('INK_THICKNESS', INK_START.thickness);
    setParam('INK_OPACITY', INK_START.opacity / 100);
  }, [ready, setParam]);

  return (
    <div
      role="toolbar"
      aria-label="Annotation tools"
      className="flex flex-wrap items-center gap-1 border-b border-border bg-surface px-2 py-1.5 sm:px-4"
    >
      {TOOL_BUTTONS.map(([tool, label, icon]) => (
        <ToolButton
          key={tool}
          icon={icon}
          label={label}
          pressed={state.tool === tool}
          disabled={!ready}
          onClick={() => editor.setTool(tool)}
        />
      ))}
      <ToolButton
        icon={ImagePlus}
        label="Image"
        disabled={!ready}
        onClick={() => picker.current?.click()}
      />
      <input
        ref={picker}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        // A hint for the picker only: what is added is decided by the file's bytes.
        accept={STAMP_IMAGE_TYPES.map((t) => `image/${t}`).join(',')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onImage(file);
        }}
        data-testid="stamp-input"
      />
      {state.tool === 'text' && (
        <>
          {divider}
          <Colour
            value={text.color}
            onChange={(color) => {
              setText({ ...text, color });
              editor.setParam('FREETEXT_COLOR', color);
            }}
          />
          <Range
            label="Size"
            min={8}
            max={72}
            value={text.size}
            onChange={(size) => {
              setText({ ...text, size });
              editor.setParam('FREETEXT_SIZE', size);
            }}
          />
        </>
      )}
      {state.tool === 'draw' && (
        <>
          {divider}
          <Colour
            value={ink.color}
            onChange={(color) => {
              setInk({ ...ink, color });
              editor.setParam('INK_COLOR', color);
            }}
          />
          <Range
            label="Thickness"
            min={1}
            max={20}
            value={ink.thickness}
            onChange={(thickness) => {
              setInk({ ...ink, thickness });
              editor.setParam('INK_THICKNESS', thickness);
            }}
          />
          <Range
            label="Opacity"
            min={10}
            max={100}
            step={5}
            value={ink.opacity}
            onChange={(opacity) => {
              setInk({ ...ink, opacity });
              editor.setParam('INK_OPACITY', opacity / 100);
            }}
          />
        </>
      )}
      {divider}
      <ToolButton icon={Undo2} label="Undo" disabled={!state.canUndo} onClick={editor.undo} />
      <ToolButton icon={Redo2} label="Redo" disabled={!state.canRedo} onClick={editor.redo} />
      <ToolButton
        icon={Trash2}
        label="Delete"
        disabled={!state.hasSelection}
        onClick={editor.remove}
      />
      {divider}
      <ToolButton
        icon={ZoomOut}
        label="Zoom out"
        iconOnly
        disabled={!ready}
        onClick={() => editor.zoom('out')}
      />
      <ToolButton
        icon={MoveHorizontal}
        label="Fit to width"
        iconOnly
        disabled={!ready}
        onClick={() => editor.zoom('width')}
      />
      <ToolButton
        icon={ZoomIn}
        label="Zoom in"
        iconOnly
        disabled={!ready}
        onClick={() => editor.zoom('in')}
      />
    </div>
  );
}
