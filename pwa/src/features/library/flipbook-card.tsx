import {
  ChartColumn,
  Eye,
  FileText,
  MoreVertical,
  Pencil,
  QrCode,
  Share2,
  Trash2,
  TriangleAlert,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useId } from 'react';
import { coverImage } from '#core/brochure';
import type { LocalFlipbook } from '#offline/db';
import { useLocale } from '#pwa/i18n/i18n';
import { useMediaUrl } from '../../data/library-hooks';
import { serverClockOffset } from '../../data/server-clock';
import { Button } from '../../ui/button';
import { dayWithMonthIn } from '../../ui/days';
import { MenuContent, MenuItem } from '../../ui/menu';
import { UNSAVED_SHARE_NOTE } from '../../ui/unsaved-share-note';
import { useMinuteClock } from '../../ui/use-minute-clock';
import { LastChangeLine } from './last-change-line';
import { useLibraryT } from './library-texts';

/** What a card's buttons and menu do; without `onEdit` and `onDelete` (a presenter's) it offers neither. */
export interface CardActions {
  onView: (flipbook: LocalFlipbook) => void;
  onQr: (flipbook: LocalFlipbook) => void;
  onShare: (flipbook: LocalFlipbook) => void;
  onEdit?: ((flipbook: LocalFlipbook) => void) | undefined;
  onStatistics: (flipbook: LocalFlipbook) => void;
  onDelete?: ((flipbook: LocalFlipbook) => void) | undefined;
}

/**
 * A flipbook of the library grid. `refusal` is the server's reason when it refused to create the
 * flipbook: it stays here, marked, until an edit sends it again or the user discards it.
 */
export function FlipbookCard({
  flipbook,
  refusal,
  actions,
}: {
  flipbook: LocalFlipbook;
  refusal?: string | undefined;
  actions: CardActions;
}) {
  const t = useLibraryT();
  const locale = useLocale();
  const thumbnail = useMediaUrl(flipbook.id, coverImage(flipbook));
  const now = useMinuteClock() + serverClockOffset();
  // A flipbook the server refused has no link that opens: nothing to share until it is saved.
  const refusalId = useId();
  const unshareable = refusal !== undefined;
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm"
      data-testid="flipbook-card"
    >
      <button
        type="button"
        className="relative flex aspect-[4/3] items-center justify-center overflow-hidden bg-surface-muted"
        onClick={() => actions.onView(flipbook)}
        aria-label={t('library.card.viewTitle', { title: flipbook.title })}
      >
        {thumbnail ? (
          <img
            src={thumbnail}
            alt=""
            className="absolute inset-0 h-full w-full object-contain p-3 drop-shadow-sm"
          />
        ) : (
          <span className="flex flex-col items-center gap-1 text-fg-muted">
            <FileText className="size-10" aria-hidden />
            <span className="text-sm">{t('library.card.threePages')}</span>
          </span>
        )}
        <span className="absolute end-2 top-2 inline-flex items-center gap-1 rounded-full bg-black/60 px-2 py-0.5 text-xs font-medium text-white">
          <Eye className="size-3.5" aria-hidden />
          {new Intl.NumberFormat(locale).format(flipbook.views)}
          <span className="sr-only"> {t('library.card.views', { count: flipbook.views })}</span>
        </span>
      </button>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="truncate font-semibold" title={flipbook.title}>
              {flipbook.title}
            </h3>
            <p className="text-sm text-fg-muted">{dayWithMonthIn(locale, flipbook.createdAt)}</p>
            <LastChangeLine flipbook={flipbook} now={now} />
          </div>
          <DropdownMenu.Root>
            <DropdownMenu.Trigger asChild>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('library.card.moreActions', { title: flipbook.title })}
              >
                <MoreVertical className="size-4" aria-hidden />
              </Button>
            </DropdownMenu.Trigger>
            <MenuContent className="min-w-44">
              <CardMenuItems flipbook={flipbook} actions={actions} />
            </MenuContent>
          </DropdownMenu.Root>
        </div>
        {refusal !== undefined && <RefusalNote id={refusalId} reason={refusal} />}
        <div className="mt-auto grid grid-cols-3 gap-2">
          <Button size="sm" onClick={() => actions.onView(flipbook)}>
            <Eye className="size-4" aria-hidden /> {t('library.card.view')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={unshareable}
            aria-describedby={unshareable ? refusalId : undefined}
            onClick={() => actions.onQr(flipbook)}
          >
            <QrCode className="size-4" aria-hidden /> {t('library.card.qr')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={unshareable}
            aria-describedby={unshareable ? refusalId : undefined}
            onClick={() => actions.onShare(flipbook)}
          >
            <Share2 className="size-4" aria-hidden /> {t('library.card.share')}
          </Button>
        </div>
      </div>
    </article>
  );
}

/** The card's menu: Edit Flipbook and Delete when the library may be changed, and Statistics. */
export function CardMenuItems({
  flipbook,
  actions,
}: {
  flipbook: LocalFlipbook;
  actions: CardActions;
}) {
  const { onEdit, onDelete } = actions;
  const t = useLibraryT();
  return (
    <>
      {onEdit && (
        <MenuItem onSelect={() => onEdit(flipbook)}>
          <Pencil className="size-4" aria-hidden /> {t('library.card.edit')}
        </MenuItem>
      )}
      <MenuItem onSelect={() => actions.onStatistics(flipbook)}>
        <ChartColumn className="size-4" aria-hidden /> {t('library.card.statistics')}
      </MenuItem>
      {onDelete && (
        <MenuItem danger onSelect={() => onDelete(flipbook)}>
          <Trash2 className="size-4" aria-hidden /> {t('library.delete')}
        </MenuItem>
      )}
    </>
  );
}

/** Why the server has not got this flipbook, what fixes it, and why it cannot be shared yet. */
function RefusalNote({ id, reason }: { id: string; reason: string }) {
  // The server names the field first ('title: Title is too long'); the sentence says it already.
  const t = useLibraryT();
  const sentence = reason.replace(/^[\w.]+: (?=[A-Z])/, '').replace(/\.$/, '');
  return (
    <div className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-2.5 text-sm text-amber-950 dark:border-amber-700/60 dark:bg-amber-950/60 dark:text-amber-100">
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p id={id}>
        <span className="block font-medium">{t('library.card.notSaved')}</span>
        {sentence && <span className="block">{sentence}.</span>}
        <span className="block">{t('library.card.editToResend')}</span>
        <span className="block">{UNSAVED_SHARE_NOTE}</span>
      </p>
    </div>
  );
}
