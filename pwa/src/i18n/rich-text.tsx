import { Fragment, type ReactNode } from 'react';
import { markedParts } from '#core/i18n/marked-parts';

/**
 * A translated text whose marked parts (`<0>Flipfold</0>`) are drawn by `parts[0]`: each language
 * puts the marked words where its grammar wants them (core/i18n/marked-parts.ts).
 */
export function RichText(props: { text: string; parts: Array<(inner: string) => ReactNode> }) {
  return (
    <>
      {markedParts(props.text).map((piece, i) => (
        // The pieces never move: their place is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <Fragment key={i}>
          {typeof piece === 'string'
            ? piece
            : (props.parts[piece.tag]?.(piece.inner) ?? piece.inner)}
        </Fragment>
      ))}
    </>
  );
}
