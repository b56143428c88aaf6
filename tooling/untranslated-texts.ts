import fs from 'node:fs';
import path from 'node:path';
import { parseSync } from 'oxc-parser';

/**
 * The app, every page of it in every language (docs/languages.md): no words may be written in its
 * JSX or its toasts, only messages of the catalogues.
 */
export const TRANSLATED = ['pwa/src'];

/** Attributes a reader hears or reads: their words must come from a catalogue. */
const WORDED_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label']);
/** A toast's parts (`{ title, description }`), wherever the toast is built. */
const WORDED_PROPERTIES = new Set(['title', 'description']);
const WORDS = /\p{L}{2,}/u;

export interface Untranslated {
  file: string;
  line: number;
  text: string;
}

type Node = { type: string; start: number; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** A literal's words: a string, or a template's fixed parts. */
function literal(node: unknown): string | null {
  if (!isNode(node)) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral')
    return (node.quasis as Array<{ value: { cooked: string } }>)
      .map((q) => q.value.cooked)
      .join(' ');
  return null;
}

/** The words written in a file's JSX (text, worded attributes, literal children) and in its toasts. */
export function untranslatedIn(file: string, source: string): Untranslated[] {
  const { program } = parseSync(file, source);
  const found: Untranslated[] = [];
  const note = (node: Node, text: string | null) => {
    if (text === null || !WORDS.test(text)) return;
    // A text's line is that of its first word, not of the line break before it.
    const at = node.start + (node.type === 'JSXText' ? text.length - text.trimStart().length : 0);
    const line = source.slice(0, at).split('\n').length;
    found.push({ file, line, text: text.trim() });
  };
  const visit = (node: Node, parent: Node | null) => {
    if (node.type === 'JSXText') note(node, node.value as string);
    if (node.type === 'JSXAttribute') {
      const name = (node.name as { name?: unknown }).name;
      const value = node.value as Node | null;
      if (typeof name === 'string' && WORDED_ATTRIBUTES.has(name) && value)
        note(
          node,
          value.type === 'JSXExpressionContainer' ? literal(value.expression) : literal(value),
        );
    }
    if (node.type === 'JSXExpressionContainer' && parent?.type === 'JSXElement')
      note(node, literal(node.expression));
    if (node.type === 'Property') {
      const key = node.key as { name?: unknown; value?: unknown };
      if (WORDED_PROPERTIES.has(String(key.name ?? key.value))) note(node, literal(node.value));
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const child of value) if (isNode(child)) visit(child, node);
      if (isNode(value)) visit(value, node);
    }
  };
  visit(program as unknown as Node, null);
  return found;
}

function filesOf(entry: string): string[] {
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs
    .readdirSync(entry, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(entry, name))
    .filter((name) => /(?<!\.test)\.tsx?$/.test(name));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = TRANSLATED.flatMap(filesOf).flatMap((file) =>
    untranslatedIn(file, fs.readFileSync(file, 'utf8')),
  );
  for (const { file, line, text } of found)
    console.error(`${file}:${line}: words outside the catalogues: ${JSON.stringify(text)}`);
  if (found.length > 0) process.exit(1);
}
