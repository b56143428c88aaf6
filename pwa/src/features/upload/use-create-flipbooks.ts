import { useState } from 'react';
import { titleFromFileName } from '#core/pdf-rules';
import { db, type LocalLibrary } from '#offline/db';
import { createLocalFlipbook } from '../../data/library';
import { openAuthDialog } from '../../state/auth-dialog';
import type { Session } from '../../state/session';
import { toastNotSaved } from '../../ui/not-saved-toast';
import { toast } from '../../ui/toast';
import { VERIFY_FIRST_TOAST } from '../../ui/verify-first-toast';
import { useLibraryT } from '../library/library-texts';
import type { UploadFile } from './use-upload-files';

/**
 * 'Create Flipbooks': each converted file becomes a flipbook in the library shown (`library`: the
 * person's own, or a team's they may edit), on this device first.
 */
export function useCreateFlipbooks(
  user: Session['user'],
  library: LocalLibrary | null,
  files: UploadFile[],
  clear: () => void,
) {
  const t = useLibraryT();
  const [creating, setCreating] = useState(false);
  const anyInvalid = files.some((f) => f.validation && !f.validation.ok);
  const ready = files.filter((f) => f.panels);

  const create = async () => {
    if (!user) return openAuthDialog('signin');
    if (anyInvalid)
      return toast({
        title: t('library.error'),
        description: t('library.upload.fixInvalid'),
        variant: 'destructive',
      });
    // The pre-create check: the server refuses unverified accounts, so say so before any work.
    if (!user.isVerified) return toast(VERIFY_FIRST_TOAST);
    setCreating(true);
    let created = 0;
    for (const item of ready) {
      if (!item.panels) continue;
      try {
        await createLocalFlipbook(db, {
          ownerId: library?.key ?? user.id,
          title: titleFromFileName(item.file.name),
          front: item.panels.front,
          back: item.panels.back,
          layout: item.panels.layout,
          readsRtl: item.panels.readsRtl,
          thumbnail: item.panels.thumbnail,
          content: item.panels.content,
          ...(item.annotated ? { pdf: { name: item.file.name, blob: item.file } } : {}),
        });
        created++;
      } catch (err) {
        toastNotSaved(err, `“${item.file.name}”`, t('library.upload.createFailed'));
      }
    }
    setCreating(false);
    if (created > 0) {
      toast({
        title: t('library.upload.created'),
        // Where they went: 'your library', or the team library's name.
        description: library?.teamId
          ? t('library.upload.createdTeam', { count: created, library: library.name })
          : t('library.upload.createdOwn', { count: created }),
      });
      clear();
    }
  };

  return { creating, create, anyInvalid, ready };
}
