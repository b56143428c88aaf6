import { Fragment, type ReactNode } from 'react';

/**
 * A translated text whose marked parts (`<0>Flipfold</0>`) are drawn by `parts[0]`: each language
 * puts the marked words where its grammar wants them.
 */
export function RichText(props: { text: string; parts: Array<(inner: string) => ReactNode> }) {
  // Split with its two groups: text, part index, part text, text, …
  const pieces = props.text.split(/<(\d+)>(.*?)<\/\1>/);
  const out: ReactNode[] = [];
  for (let i = 0; i < pieces.length; i += 3) {
    out.push(pieces[i]);
    const draw = props.parts[Number(pieces[i + 1])];
    if (i + 2 < pieces.length) out.push(draw ? draw(pieces[i + 2] ?? '') : pieces[i + 2]);
  }
  return (
    <>
      {out.map((piece, i) => (
        // The pieces never move: their place is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <Fragment key={i}>{piece}</Fragment>
      ))}
    </>
  );
}
