/** A piece of a message: plain text, or a part it marks (`<0>Flipfold</0>`) with its tag. */
export type MessagePiece = string | { tag: number; inner: string };

/**
 * A translated message cut at its marked parts, in order: each language puts the marked words
 * where its grammar wants them, and a page or a mail draws each part its own way.
 */
export function markedParts(message: string): MessagePiece[] {
  // split's two groups: text, tag, marked text, text, …
  const pieces = message.split(/<(\d+)>([\s\S]*?)<\/\1>/);
  const out: MessagePiece[] = [];
  for (let i = 0; i < pieces.length; i += 3) {
    const text = pieces[i];
    if (text) out.push(text);
    if (i + 2 < pieces.length) out.push({ tag: Number(pieces[i + 1]), inner: pieces[i + 2] ?? '' });
  }
  return out;
}
