const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};

/** Text made safe for HTML, in element content and in quoted attributes alike. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&"'<>]/g, (c) => ENTITIES[c] ?? c);
