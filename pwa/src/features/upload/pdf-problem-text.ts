import type { Locale } from '#core/i18n/locales';
import { PDF_LIMITS } from '#core/limits';
import type { PdfProblem } from '#core/pdf-rules';
import type { t as translate } from '#pwa/i18n/i18n';

/** A file's refusal as its upload row says it, in the page's language (the library catalogue). */
export function pdfProblemText(problem: PdfProblem, t: typeof translate, locale: Locale): string {
  switch (problem.code) {
    case 'tooManyPages':
      return t('library.pdf.tooManyPages', { pages: problem.pages, max: PDF_LIMITS.maxPages });
    case 'badRatio': {
      // Two decimals, as the rule rounds the ratio it judges (core/pdf-rules.ts).
      const ratio = new Intl.NumberFormat(locale, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(problem.ratio);
      return t('library.pdf.badRatio', { page: problem.page, ratio });
    }
    default:
      return t(`library.pdf.${problem.code}`);
  }
}
