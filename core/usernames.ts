/** A username's length, which the page's hint under a refused one tells (its catalogues word it). */
export const USERNAME_LENGTHS = { min: 3, max: 30 } as const;

/** Lower-case letters, digits, dots, dashes or underscores, starting and ending alphanumeric. */
export const USERNAME_PATTERN = new RegExp(
  `^[a-z0-9][a-z0-9._-]{${USERNAME_LENGTHS.min - 2},${USERNAME_LENGTHS.max - 2}}[a-z0-9]$`,
);

/** The server's refusal of a username outside the pattern (the API's English). */
export const USERNAME_REFUSAL = `Username must be ${USERNAME_LENGTHS.min}-${USERNAME_LENGTHS.max} letters, numbers, dots, dashes or underscores`;
