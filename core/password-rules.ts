/**
 * The sign-up password rule (docs/product-rules.md). The server enforces it on every password it sets;
 * the sign-up and reset forms list the unmet rules live. Each rule and problem has a code: the page
 * words it in its own language (its catalogues), the server's refusals keep the English below.
 */
export const PASSWORD_LIMITS = {
  minLength: 8,
  /** bcrypt silently ignores bytes past 72, so longer passwords are refused rather than cut. */
  maxBytes: 72,
  /** The profile form's own client-side minimum (docs/product-rules.md). */
  changeMinLength: 6,
  specialCharacters: '!@#$%^&*',
} as const;

export type PasswordRuleId = 'length' | 'uppercase' | 'number' | 'special';

export interface PasswordRule {
  id: PasswordRuleId;
  test: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', test: (p) => p.length >= PASSWORD_LIMITS.minLength },
  { id: 'uppercase', test: (p) => /[A-Z]/.test(p) },
  { id: 'number', test: (p) => /[0-9]/.test(p) },
  {
    id: 'special',
    test: (p) => [...PASSWORD_LIMITS.specialCharacters].some((c) => p.includes(c)),
  },
];

/** Why a password may not be set: an unmet rule, or more bytes than bcrypt reads. */
export type PasswordProblem = PasswordRuleId | 'tooLong';

/** The server's refusal of each problem (the API's replies, and its tests, quote them). */
const SERVER_TEXTS: Record<PasswordProblem, string> = {
  length: `Password must be at least ${PASSWORD_LIMITS.minLength} characters long`,
  uppercase: 'Password must contain at least one uppercase letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
  tooLong: `Password must be at most ${PASSWORD_LIMITS.maxBytes} bytes long`,
};

/** The profile form's check, before the server applies the full rule. */
export const changePasswordTooShort = (next: string): boolean =>
  next.length < PASSWORD_LIMITS.changeMinLength;

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
export function passwordCheck(password: string): PasswordProblem | null {
  if (passwordByteLength(password) > PASSWORD_LIMITS.maxBytes) return 'tooLong';
  return unmetPasswordRules(password)[0]?.id ?? null;
}

/** The server's refusal of a password, in its English; null when it may be set. */
export function passwordProblem(password: string): string | null {
  const problem = passwordCheck(password);
  return problem && SERVER_TEXTS[problem];
}
