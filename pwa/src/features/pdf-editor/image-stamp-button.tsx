import { ImagePlus } from 'lucide-react';
import { useRef } from 'react';
import { STAMP_IMAGE_TYPES } from '#core/stamp-images';
import { useLibraryT } from '../library/library-texts';
import { ToolButton } from './tool-button';

/** The Image button and the hidden file picker it opens; the picked file goes to `onImage`. */
export function ImageStampButton({
  disabled,
  onImage,
}: {
  disabled: boolean;
  onImage: (file: File) => void;
}) {
  const t = useLibraryT();
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <ToolButton
        icon={ImagePlus}
        label={t('library.editor.image')}
        disabled={disabled}
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
    </>
  );
}
