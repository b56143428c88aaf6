/** How a visitor catalogue is asked for the consent box's words: a page's `t`, or a catalogue. */
export type ConsentMessage = (id: 'lead.consent', values: { creator: string }) => string;

/**
 * The consent box's words (docs/privacy.md): the visitor catalogue's 'lead.consent' with the
 * creator's display name. The lead form shows them and the server stores them, by this one rule,
 * so the words stored are the words the visitor ticked, in the language they read.
 */
export const consentIn = (message: ConsentMessage, creatorName: string): string =>
  message('lead.consent', { creator: creatorName });
