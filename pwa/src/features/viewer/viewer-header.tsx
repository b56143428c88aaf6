import { ArrowLeft, Plus } from 'lucide-react';
import { useT } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { FullScreenButton } from './full-screen-button';

/** The viewer's top bar: Back, the flipbook's title, Full screen, and Upload your own. */
export function ViewerHeader(props: {
  title: string;
  titleId: string;
  mobile: boolean;
  onBack: () => void;
  onUploadYourOwn: () => void;
}) {
  const { title, titleId, mobile, onBack, onUploadYourOwn } = props;
  const t = useT();
  return (
    <header className="flex h-14 shrink-0 items-center gap-2 border-b border-border px-2 sm:px-4">
      <Button variant="ghost" size="icon" onClick={onBack} aria-label={t('viewer.back')}>
        <ArrowLeft className="size-5 rtl:-scale-x-100" aria-hidden />
      </Button>
      <h1 id={titleId} className="min-w-0 flex-1 truncate text-base font-semibold sm:text-lg">
        {title}
      </h1>
      <FullScreenButton />
      {mobile ? (
        <Button size="icon" onClick={onUploadYourOwn} aria-label={t('viewer.uploadYourOwn')}>
          <Plus className="size-5" aria-hidden />
        </Button>
      ) : (
        <Button onClick={onUploadYourOwn}>{t('viewer.uploadYourOwn')}</Button>
      )}
    </header>
  );
}
