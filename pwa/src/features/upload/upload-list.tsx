import { Button } from '../../ui/button';
import { useLibraryT } from '../library/library-texts';
import { FileRow } from './file-row';
import type { UploadFile } from './use-upload-files';

/** The files picked, each in its row, and 'Create Flipbooks' for those converted. */
export function UploadList(props: {
  files: UploadFile[];
  ready: number;
  creating: boolean;
  canCreate: boolean;
  onRemove: (item: UploadFile) => void;
  onTriFold: (item: UploadFile, on: boolean) => void;
  onAnnotate: (item: UploadFile) => void;
  onCreate: () => void;
}) {
  const { files, ready, creating, canCreate } = props;
  const t = useLibraryT();
  if (files.length === 0) return null;
  return (
    <>
      {/* One column: a long file name is cut rather than widening the zone. */}
      <ul className="mt-4 grid grid-cols-1 gap-3">
        {files.map((item) => (
          <FileRow
            key={item.id}
            item={item}
            disabled={creating}
            onRemove={() => props.onRemove(item)}
            onTriFold={(on) => props.onTriFold(item, on)}
            onAnnotate={() => props.onAnnotate(item)}
          />
        ))}
      </ul>
      <div className="mt-4 flex justify-end">
        <Button onClick={props.onCreate} disabled={!canCreate}>
          {t('library.upload.create', { count: ready })}
        </Button>
      </div>
    </>
  );
}
