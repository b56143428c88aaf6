import { Dialog } from 'radix-ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  idleSecondsProblem,
  KIT_LIMITS,
  kitFlipbooksProblem,
  kitNameProblem,
} from '#core/event-kit';
import { db, type EventKit, type LocalFlipbook } from '#offline/db';
import { Button } from '#pwa/ui/button.tsx';
import { FormField } from '#pwa/ui/form-field.tsx';
import { Modal } from '#pwa/ui/modal.tsx';
import { saveKit } from '../data/kits';
import { KitCover } from './kit-cover';

interface Draft {
  name: string;
  chosen: Set<string>;
  idle: string;
}

const draftOf = (kit: EventKit | null): Draft => ({
  name: kit?.name ?? '',
  chosen: new Set(kit?.flipbooks.map((f) => f.id)),
  idle: String(kit?.idleSeconds ?? KIT_LIMITS.idleSeconds.default),
});

/**
 * 'Present at an event': a new kit, or the edit of one (`kit`). The creator names it, ticks the
 * flipbooks to present (in the library's order) and sets the idle period of its attract loop.
 */
export function KitFormDialog(props: {
  open: boolean;
  kit: EventKit | null;
  ownerId: string;
  library: LocalFlipbook[];
  onClose: () => void;
  onSaved: (kit: EventKit) => void;
}) {
  const { open, kit, ownerId, library, onClose, onSaved } = props;
  const [draft, setDraft] = useState(() => draftOf(kit));
  const [showProblems, setShowProblems] = useState(false);
  const listId = useId();
  useEffect(() => {
    if (!open) return;
    setDraft(draftOf(kit));
    setShowProblems(false);
  }, [open, kit]);

  const idle = Number(draft.idle);
  const problems = {
    name: kitNameProblem(draft.name),
    flipbooks: kitFlipbooksProblem(draft.chosen.size),
    idle: draft.idle.trim() ? idleSecondsProblem(idle) : idleSecondsProblem(Number.NaN),
  };
  const toggle = (id: string) =>
    setDraft((d) => {
      const chosen = new Set(d.chosen);
      if (!chosen.delete(id)) chosen.add(id);
      return { ...d, chosen };
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problems.name || problems.flipbooks || problems.idle) {
      setShowProblems(true);
      return;
    }
    const flipbookIds = library.filter((f) => draft.chosen.has(f.id)).map((f) => f.id);
    onSaved(
      await saveKit(db, ownerId, { name: draft.name, flipbookIds, idleSeconds: idle }, kit?.id),
    );
  };
  const shown = (problem: string | null) => (showProblems ? problem : null);

  return (
    <Modal
      open={open}
      onClose={onClose}
      className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
    >
      <Dialog.Title className="text-lg font-semibold">
        {kit ? 'Edit event kit' : 'Present at an event'}
      </Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-fg-muted">
        Choose the flipbooks to show at your booth. The kit stays on this device, ready to present
        without a network.
      </Dialog.Description>
      <form onSubmit={(e) => void submit(e)} className="mt-4 grid gap-4" noValidate>
        <FormField
          label="Name"
          placeholder="Spring fair"
          value={draft.name}
          maxLength={KIT_LIMITS.maxNameChars}
          onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
          error={shown(problems.name)}
        />
        <fieldset aria-describedby={shown(problems.flipbooks) ? `${listId}-problem` : undefined}>
          <legend className="mb-1.5 text-sm font-medium">Flipbooks to present</legend>
          <div className="mb-2 flex gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => setDraft((d) => ({ ...d, chosen: new Set(library.map((f) => f.id)) }))}
            >
              Select all
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setDraft((d) => ({ ...d, chosen: new Set() }))}
            >
              Clear
            </Button>
            <span className="ml-auto self-center text-sm text-fg-muted" aria-live="polite">
              {draft.chosen.size} chosen
            </span>
          </div>
          <ul className="grid max-h-60 gap-1.5 overflow-y-auto rounded-lg border border-border p-1.5 sm:max-h-80">
            {library.map((flipbook) => (
              <li key={flipbook.id}>
                <label className="flex cursor-pointer items-center gap-3 rounded-md p-1.5 hover:bg-surface-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-fg">
                  <input
                    type="checkbox"
                    className="size-4 shrink-0 accent-zinc-900 focus-visible:outline-none dark:accent-zinc-100"
                    checked={draft.chosen.has(flipbook.id)}
                    onChange={() => toggle(flipbook.id)}
                  />
                  <KitCover flipbook={flipbook} className="h-12 w-9" />
                  <span className="min-w-0 flex-1 truncate text-sm">{flipbook.title}</span>
                </label>
              </li>
            ))}
          </ul>
          {shown(problems.flipbooks) && (
            <p id={`${listId}-problem`} className="mt-1.5 text-sm text-red-600 dark:text-red-400">
              {problems.flipbooks}
            </p>
          )}
        </fieldset>
        <FormField
          label="Attract loop after (seconds without a touch)"
          type="number"
          inputMode="numeric"
          min={KIT_LIMITS.idleSeconds.min}
          max={KIT_LIMITS.idleSeconds.max}
          value={draft.idle}
          onChange={(e) => setDraft((d) => ({ ...d, idle: e.target.value }))}
          error={shown(problems.idle)}
          hint={`When nobody has touched the screen for this long, the kiosk goes back to the first flipbook and shows the kit by itself (${KIT_LIMITS.idleSeconds.min}–${KIT_LIMITS.idleSeconds.max} s).`}
        />
        <div className="flex justify-end gap-2">
          <Dialog.Close asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.Close>
          <Button type="submit">{kit ? 'Save kit' : 'Create kit'}</Button>
        </div>
      </form>
    </Modal>
  );
}
