import { viewerUrl } from '#core/product';
import { FlipbookViewer, type ViewerProps } from './flipbook-viewer';
import type { ReadingOptions } from './reading-recorder';
import type { ViewerFlipbook } from './viewer-model';

/** What a viewer screen's buttons do, given by the page that shows it. */
export type Actions = Omit<ViewerProps, 'flipbook' | 'onShowQr' | 'onShare' | 'reading'> & {
  onShowQr: (flipbook: ViewerFlipbook) => void;
  onShare: (flipbook: ViewerFlipbook) => void;
};

/** A flipbook in the viewer, with the page's actions for its buttons. */
export function ShowFlipbook(props: {
  flipbook: Pick<ViewerFlipbook, 'id' | 'title' | 'views'>;
  panels: ViewerFlipbook['panels'];
  content: ViewerFlipbook['content'];
  actions: Actions;
  reading: ReadingOptions;
}) {
  const { actions } = props;
  const flipbook: ViewerFlipbook = {
    id: props.flipbook.id,
    title: props.flipbook.title,
    views: props.flipbook.views,
    url: viewerUrl(location.origin, props.flipbook.id),
    panels: props.panels,
    content: props.content,
  };
  return (
    <FlipbookViewer
      flipbook={flipbook}
      onBack={actions.onBack}
      onUploadYourOwn={actions.onUploadYourOwn}
      onShowQr={() => actions.onShowQr(flipbook)}
      onShare={() => actions.onShare(flipbook)}
      reading={props.reading}
    />
  );
}
