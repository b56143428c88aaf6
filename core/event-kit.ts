import { hasUnseen, unseenProblem } from './human-text';
import { EVENT_LIMITS } from './reading-events';

/**
 * Event kits and the kiosk that presents them (docs/product-rules.md, "Event kits and the kiosk"):
 * the limits of a kit's settings, and of the PIN that guards leaving the kiosk.
 */
export const KIT_LIMITS = {
  /** A kit's name is the event its QR code's readers are counted under. */
  maxNameChars: EVENT_LIMITS.maxChars,
  /** Flipbooks one kit presents at most (the server refuses more). */
  maxFlipbooks: 50,
  /** The attract loop starts after this long without a touch, pointer or key. */
  idleSeconds: { min: 10, max: 600, default: 30 },
  /** A PIN is this many digits. */
  pinDigits: { min: 4, max: 8 },
  /** How long 'Exit' must be held down. */
  exitHoldMs: 2000,
  /** How long the attract loop shows each stage (or panel, on a phone). */
  attractTurnMs: 4000,
} as const;

/**
 * Why a kit's name cannot be saved, by code, or null: the kit form words it in the page's
 * language, the server with `kitNameProblem`.
 */
export function kitNameCheck(name: string): 'missing' | 'tooLong' | 'unseen' | null {
  const trimmed = name.trim();
  if (!trimmed) return 'missing';
  if (trimmed.length > KIT_LIMITS.maxNameChars) return 'tooLong';
  return hasUnseen(trimmed) ? 'unseen' : null;
}

/** Why a kit's name cannot be saved, in the server's English, or null. */
export function kitNameProblem(name: string): string | null {
  switch (kitNameCheck(name)) {
    case 'missing':
      return 'Give the kit a name';
    case 'tooLong':
      return `A kit's name may be at most ${KIT_LIMITS.maxNameChars} characters`;
    case 'unseen':
      return unseenProblem("A kit's name", name.trim());
    default:
      return null;
  }
}

/** Why a kit made in the form cannot hold the flipbooks chosen, by code, or null. */
export function kitFlipbooksCheck(count: number): 'none' | 'tooMany' | null {
  if (count === 0) return 'none';
  return count > KIT_LIMITS.maxFlipbooks ? 'tooMany' : null;
}

/** The server's word for a kit of too many flipbooks. */
export const FLIPBOOKS_OVER_LIMIT = `A kit holds at most ${KIT_LIMITS.maxFlipbooks} flipbooks`;

/** Whether the kiosk can wait this long before its attract loop (the form words a refusal). */
export function idleSecondsFit(seconds: number): boolean {
  const { min, max } = KIT_LIMITS.idleSeconds;
  return Number.isInteger(seconds) && seconds >= min && seconds <= max;
}

/** Why an idle period cannot be used, in the server's English, or null. */
export function idleSecondsProblem(seconds: number): string | null {
  const { min, max } = KIT_LIMITS.idleSeconds;
  return idleSecondsFit(seconds) ? null : `Choose a whole number of seconds from ${min} to ${max}`;
}

const { min: PIN_MIN, max: PIN_MAX } = KIT_LIMITS.pinDigits;
const PIN_PATTERN = new RegExp(`^\\d{${PIN_MIN},${PIN_MAX}}$`);

/** Why a PIN cannot be set, or null. */
export function pinProblem(pin: string): string | null {
  return PIN_PATTERN.test(pin) ? null : `A PIN is ${PIN_MIN} to ${PIN_MAX} digits`;
}
