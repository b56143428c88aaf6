/**
 * The sign-up password rule (docs/product-rules.md). The server enforces it on every password it sets;
 * the sign-up and reset forms list the unmet rules live.
 */
const SPECIAL_CHARACTERS = '!@#$%^&*';
const PASSWORD_MIN_LENGTH = 8;
/** bcrypt silently ignores bytes past 72, so longer passwords are refused rather than cut. */
const PASSWORD_MAX_BYTES = 72;
/** The profile form's own client-side minimum (docs/product-rules.md). */
/** Said by every form with a confirm field when the two differ. */
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

const CHANGE_PASSWORD_MIN_LENGTH = 6;

/** The profile form's check, before the server applies the full rule. */
export function changePasswordProblem(next: string): string | null {
  return next.length < CHANGE_PASSWORD_MIN_LENGTH
    ? `Password must be at least ${CHANGE_PASSWORD_MIN_LENGTH} characters`
    : null;
}

export interface PasswordRule {
  id: 'length' | 'uppercase' | 'number' | 'special';
  /** Shown in the sign-up form's live list of unmet rules. */
  label: string;
  /** Shown by the reset-password form. */
  resetMessage: string;
  /** The reset-password page's checklist item. */
  checklist: string;
  test: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    resetMessage: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
    checklist: `${PASSWORD_MIN_LENGTH}+ characters`,
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'uppercase',
    label: 'At least one uppercase letter',
    resetMessage: 'Password must contain at least one uppercase letter',
    checklist: 'One uppercase letter',
    test: (p) => /[A-Z]/.test(p),
  },
  {
    id: 'number',
    label: 'At least one number',
    resetMessage: 'Password must contain at least one number',
    checklist: 'One number',
    test: (p) => /[0-9]/.test(p),
  },
  {
    id: 'special',
    label: `At least one special character (${SPECIAL_CHARACTERS})`,
    resetMessage: 'Password must contain at least one special character',
    checklist: `One special character (${SPECIAL_CHARACTERS})`,
    test: (p) => [...SPECIAL_CHARACTERS].some((c) => p.includes(c)),
  },
];

export function unmetPasswordRules(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password));
}

/** UTF-8 length; core/ sees no DOM or Node, so it counts code points by hand. */
export function passwordByteLength(password: string): number {
  let bytes = 0;
  for (const char of password) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Null when the password may be set, else the first reason it may not. */
export function passwordProblem(password: string): string | null {
  if (passwordByteLength(password) > PASSWORD_MAX_BYTES) {
    return `Password must be at most ${PASSWORD_MAX_BYTES} bytes long`;
  }
  return unmetPasswordRules(password)[0]?.resetMessage ?? null;
}
