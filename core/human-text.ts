/**
 * Characters a reader cannot see, or that change how what follows is read: controls (NUL, CR …),
 * format characters (bidi overrides and isolates, zero-width joiners and spaces, the soft hyphen,
 * the byte-order mark, tag characters), and the blank "letters" that only stand in for nothing
 * (Hangul fillers, the blank Braille pattern).
 */
const UNSEEN = /[\p{Cc}\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/gu;
/** Spaces of every kind, line and paragraph separators included. */
const SPACES = /[\s\u2028\u2029]+/gu;

/**
 * A human-readable text as it is shown on one line where a stranger may read it (a mail's subject,
 * From and Reply-To, a page's title, a link preview): Unicode NFC, nothing unseen, spaces of any
 * kind as one space, trimmed. A title typed with a right-to-left override cannot turn its words
 * around there, and one made of invisible characters shows as empty.
 */
export function displayLine(text: string): string {
  // Spaces first: a line break or a tab is a control character too, but it parts two words.
  return text
    .normalize('NFC')
    .replace(SPACES, ' ')
    .replace(UNSEEN, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** Unseen characters, line breaks and tabs: none belongs in a name or a title typed on one line. */
const NOT_ON_ONE_LINE = /[\p{Cc}\p{Cf}\u115F\u1160\u3164\uFFA0\u2800\u2028\u2029]/u;

/**
 * Why a name or title a person typed cannot be stored, or null: the same rule on the device and
 * the server, for titles, display names, visitors' names and kit names. (What is shown to strangers
 * is cleaned besides, with `displayLine`, for texts stored before.)
 */
export function unseenProblem(label: string, text: string): string | null {
  return hasUnseen(text)
    ? `${label} cannot contain invisible characters, line breaks or control characters`
    : null;
}

/** Whether `unseenProblem` refuses a text: the page words the refusal in its own language. */
export const hasUnseen = (text: string): boolean => NOT_ON_ONE_LINE.test(text);
