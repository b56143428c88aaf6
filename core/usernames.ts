/** 3-30 lower-case letters, digits, dots, dashes or underscores, starting and ending alphanumeric. */
export const USERNAME_PATTERN = /^[a-z0-9](?:[a-z0-9._-]{1,28})[a-z0-9]$/;
