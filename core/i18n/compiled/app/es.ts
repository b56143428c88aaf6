// Compiled from core/i18n/messages/app/es.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.

const messages = {
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
