const USERNAME_MIN_LENGTH = 3;
const USERNAME_MAX_LENGTH = 30;

/** Lower-case letters, digits, dots, dashes or underscores, starting and ending alphanumeric. */
export const USERNAME_PATTERN = new RegExp(
  `^[a-z0-9][a-z0-9._-]{${USERNAME_MIN_LENGTH - 2},${USERNAME_MAX_LENGTH - 2}}[a-z0-9]$`,
);

const LENGTHS = `${USERNAME_MIN_LENGTH}-${USERNAME_MAX_LENGTH}`;
/** The sign-up form's hint under a username it would refuse. */
export const USERNAME_HINT = `Use ${LENGTHS} lowercase letters, numbers, dots, dashes or underscores`;
/** The server's refusal of such a username. */
export const USERNAME_REFUSAL = `Username must be ${LENGTHS} letters, numbers, dots, dashes or underscores`;
