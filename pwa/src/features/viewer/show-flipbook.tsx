import { viewerUrl } from '#core/product';
import type { ReadingOptions } from '../reading/reading-recorder';
import { FlipbookViewer, type ViewerProps } from './flipbook-viewer';
import type { ViewerFlipbook } from './viewer-model';

/** What a viewer screen's buttons do, given by the page that shows it. */
export type Actions = Omit<
  ViewerProps,
  'flipbook' | 'onShowQr' | 'onShare' | 'leadAction' | 'reading'
> & {
  onShowQr: (flipbook: ViewerFlipbook) => void;
  onShare: (flipbook: ViewerFlipbook) => void;
  /** Where the page offers the lead form: its button's label, and what opening it does. */
  leadForm?: { label: string; open: (flipbook: ViewerFlipbook) => void };
};

/**
 * A flipbook in the viewer, with the page's actions for its buttons; `askForEmail` shows the
 * page's lead form for it (a shared link: when its creator switched the form on).
 */
export function ShowFlipbook(props: {
  flipbook: Pick<ViewerFlipbook, 'id' | 'title' | 'views'>;
  layout: ViewerFlipbook['layout'];
  readsRtl: boolean;
  panels: ViewerFlipbook['panels'];
  shape?: ViewerFlipbook['shape'];
  content: ViewerFlipbook['content'];
  actions: Actions;
  reading?: ReadingOptions;
  askForEmail?: boolean;
  /** The server refused to create it: Share and QR wait. */
  unsaved?: boolean;
}) {
  const { actions } = props;
  const { leadForm } = actions;
  const flipbook: ViewerFlipbook = {
    id: props.flipbook.id,
    title: props.flipbook.title,
    views: props.flipbook.views,
    url: viewerUrl(location.origin, props.flipbook.id),
    layout: props.layout,
    readsRtl: props.readsRtl,
    panels: props.panels,
    shape: props.shape,
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
      unsaved={props.unsaved}
      leadAction={
        leadForm && props.askForEmail
          ? { label: leadForm.label, onClick: () => leadForm.open(flipbook) }
          : undefined
      }
    />
  );
}
