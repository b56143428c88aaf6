import { idleSecondsFit, KIT_LIMITS, kitFlipbooksCheck, kitNameCheck } from '#core/event-kit';
import type { MessageId } from '#pwa/i18n/i18n';

/** What is wrong with a field of the kit form, as a message of the kits catalogue with its values. */
export interface KitFieldCheck {
  id: MessageId;
  values?: Record<string, unknown>;
}

const NAME: Record<NonNullable<ReturnType<typeof kitNameCheck>>, KitFieldCheck> = {
  missing: { id: 'kits.check.nameMissing' },
  tooLong: { id: 'kits.check.nameTooLong', values: { max: KIT_LIMITS.maxNameChars } },
  unseen: { id: 'kits.check.nameUnseen' },
};

/**
 * The kit form's checks, core's rules (core/event-kit.ts) told in the page's language rather than
 * in the server's English: the name, the flipbooks chosen, the idle period as typed.
 */
export function kitFormChecks(draft: { name: string; chosen: number; idle: string }) {
  const name = kitNameCheck(draft.name);
  const flipbooks = kitFlipbooksCheck(draft.chosen);
  const idle = draft.idle.trim() ? Number(draft.idle) : Number.NaN;
  return {
    name: name && NAME[name],
    flipbooks:
      flipbooks &&
      (flipbooks === 'none'
        ? { id: 'kits.check.noFlipbooks' }
        : { id: 'kits.check.tooManyFlipbooks', values: { max: KIT_LIMITS.maxFlipbooks } }),
    idle: idleSecondsFit(idle)
      ? null
      : { id: 'kits.check.idle', values: { ...KIT_LIMITS.idleSeconds } },
  } satisfies Record<string, KitFieldCheck | null>;
}
