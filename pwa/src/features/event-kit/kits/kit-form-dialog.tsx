import { Dialog } from 'radix-ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { KIT_LIMITS } from '#core/event-kit';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '#core/i18n/locales';
import { db, type EventKit, type LocalFlipbook } from '#offline/db';
import { kitLanguage } from '#offline/sync/kits';
import type { Worded } from '#pwa/i18n/i18n';
import { Button } from '#pwa/ui/button.tsx';
import { FormField, inputClass } from '#pwa/ui/form-field.tsx';
import { Modal } from '#pwa/ui/modal.tsx';
import { saveKit } from '../data/kits';
import { useKitsT } from '../kits-texts';
import { KitCover } from './kit-cover';
import { kitFormChecks } from './kit-form-checks';

interface Draft {
  name: string;
  chosen: Set<string>;
  idle: string;
  language: Locale;
}

const draftOf = (kit: EventKit | null): Draft => ({
  name: kit?.name ?? '',
  chosen: new Set(kit?.flipbooks.map((f) => f.id)),
  idle: String(kit?.idleSeconds ?? KIT_LIMITS.idleSeconds.default),
  language: kitLanguage(kit ?? {}),
});

/**
 * 'Present at an event': a new kit, or the edit of one (`kit`). The creator names it, ticks the
 * flipbooks to present (in the library's order), sets the idle period of its attract loop and the
 * language its kiosk speaks to visitors.
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
  const { draft, setDraft, idle, problems, showProblems, setShowProblems } = useKitDraft(open, kit);
  const t = useKitsT();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problems.name || problems.flipbooks || problems.idle) {
      setShowProblems(true);
      return;
    }
    const flipbookIds = library.filter((f) => draft.chosen.has(f.id)).map((f) => f.id);
    const { name, language } = draft;
    onSaved(
      await saveKit(db, ownerId, { name, flipbookIds, idleSeconds: idle, language }, kit?.id),
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
        {kit ? t('kits.form.editTitle') : t('kits.form.newTitle')}
      </Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-fg-muted">
        {t('kits.form.about')}
      </Dialog.Description>
      <form onSubmit={(e) => void submit(e)} className="mt-4 grid gap-4" noValidate>
        <FormField
          label={t('kits.form.name')}
          placeholder={t('kits.form.namePlaceholder')}
          value={draft.name}
          maxLength={KIT_LIMITS.maxNameChars}
          onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
          error={shown(problems.name)}
        />
        <FlipbookChoice
          library={library}
          chosen={draft.chosen}
          onChosen={(chosen) => setDraft((d) => ({ ...d, chosen: chosen(d.chosen) }))}
          problem={shown(problems.flipbooks)}
        />
        <IdleField
          value={draft.idle}
          onChange={(value) => setDraft((d) => ({ ...d, idle: value }))}
          problem={shown(problems.idle)}
        />
        <LanguageField
          value={draft.language}
          onChange={(language) => setDraft((d) => ({ ...d, language }))}
        />
        <div className="flex justify-end gap-2">
          <Dialog.Close asChild>
            <Button variant="outline">{t('kits.form.cancel')}</Button>
          </Dialog.Close>
          <Button type="submit">{kit ? t('kits.form.save') : t('kits.form.create')}</Button>
        </div>
      </form>
    </Modal>
  );
}

/** The kit as the form has it, started again from `kit` each time the form opens. */
function useKitDraft(open: boolean, kit: EventKit | null) {
  const [draft, setDraft] = useState(() => draftOf(kit));
  const [showProblems, setShowProblems] = useState(false);
  useEffect(() => {
    if (!open) return;
    setDraft(draftOf(kit));
    setShowProblems(false);
  }, [open, kit]);

  const t = useKitsT();
  const idle = Number(draft.idle);
  const checks = kitFormChecks({ name: draft.name, chosen: draft.chosen.size, idle: draft.idle });
  const say = (check: Worded | null) => check && t(check.id, check.values);
  const problems = {
    name: say(checks.name),
    flipbooks: say(checks.flipbooks),
    idle: say(checks.idle),
  };
  return { draft, setDraft, idle, problems, showProblems, setShowProblems };
}

/** The flipbooks to present: the library ticked one by one, or all at once, or none. */
function FlipbookChoice(props: {
  library: LocalFlipbook[];
  chosen: Set<string>;
  /** Called with how the choice changes, made from the choice as it is then. */
  onChosen: (change: (chosen: Set<string>) => Set<string>) => void;
  problem: string | null;
}) {
  const { library, chosen, onChosen, problem } = props;
  const listId = useId();
  const t = useKitsT();
  const toggle = (id: string) =>
    onChosen((before) => {
      const after = new Set(before);
      if (!after.delete(id)) after.add(id);
      return after;
    });
  return (
    <fieldset aria-describedby={problem ? `${listId}-problem` : undefined}>
      <legend className="mb-1.5 text-sm font-medium">{t('kits.form.flipbooks')}</legend>
      <div className="mb-2 flex gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => onChosen(() => new Set(library.map((f) => f.id)))}
        >
          {t('kits.form.selectAll')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onChosen(() => new Set())}>
          {t('kits.form.clear')}
        </Button>
        <span className="ms-auto self-center text-sm text-fg-muted" aria-live="polite">
          {t('kits.form.chosen', { count: chosen.size })}
        </span>
      </div>
      <ul className="grid max-h-60 gap-1.5 overflow-y-auto rounded-lg border border-border p-1.5 sm:max-h-80">
        {library.map((flipbook) => (
          <li key={flipbook.id}>
            <label className="flex cursor-pointer items-center gap-3 rounded-md p-1.5 hover:bg-surface-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-fg">
              <input
                type="checkbox"
                className="size-4 shrink-0 accent-zinc-900 focus-visible:outline-none dark:accent-zinc-100"
                checked={chosen.has(flipbook.id)}
                onChange={() => toggle(flipbook.id)}
              />
              <KitCover flipbook={flipbook} className="h-12 w-9" />
              <span className="min-w-0 flex-1 truncate text-sm">{flipbook.title}</span>
            </label>
          </li>
        ))}
      </ul>
      {problem && (
        <p id={`${listId}-problem`} className="mt-1.5 text-sm text-red-600 dark:text-red-400">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

/** How long the kiosk waits without a touch before it runs the attract loop. */
function IdleField(props: {
  value: string;
  onChange: (value: string) => void;
  problem: string | null;
}) {
  const { min, max } = KIT_LIMITS.idleSeconds;
  const t = useKitsT();
  return (
    <FormField
      label={t('kits.form.idle')}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      error={props.problem}
      hint={t('kits.form.idleHint', { min, max })}
    />
  );
}

/** The language the kiosk starts in for each visitor, who may switch to another there. */
function LanguageField(props: { value: Locale; onChange: (language: Locale) => void }) {
  const id = useId();
  const t = useKitsT();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t('kits.form.language')}
      </label>
      <select
        id={id}
        value={props.value}
        onChange={(e) => {
          if (isLocale(e.target.value)) props.onChange(e.target.value);
        }}
        aria-describedby={`${id}-hint`}
        className={inputClass}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-sm text-fg-muted">
        {t('kits.form.languageHint')}
      </p>
    </div>
  );
}
