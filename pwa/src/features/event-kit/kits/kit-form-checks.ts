import { idleSecondsFit, KIT_LIMITS, kitFlipbooksCheck, kitNameCheck } from '#core/event-kit';
import type { Worded } from '#pwa/i18n/i18n';

const NAME: Record<NonNullable<ReturnType<typeof kitNameCheck>>, Worded> = {
  missing: { id: 'kits.check.nameMissing' },
  tooLong: { id: 'kits.check.nameTooLong', values: { max: KIT_LIMITS.maxNameChars } },
  unseen: { id: 'kits.check.nameUnseen' },
};

/**
 * What is wrong with each field of the kit form, as messages of the kits catalogue: core's rules
 * (core/event-kit.ts) told in the page's language rather than in the server's English: the name,
 * the flipbooks chosen, the idle period as typed.
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
  } satisfies Record<string, Worded | null>;
}
