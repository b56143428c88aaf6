/** A day as the page's language writes it in figures: 'Mar 1, 2026', '01.03.2026'. */
export const dayIn = (locale: string, when: string | number): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(when));

/** A day with its month named short, in the page's language: 'Nov 22, 2026', '22. Nov. 2026'. */
export const dayWithMonthIn = (locale: string, when: string | number): string =>
  new Date(when).toLocaleDateString(locale, { month: 'short', day: 'numeric', year: 'numeric' });
