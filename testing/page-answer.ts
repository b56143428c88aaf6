import type { Page } from 'playwright-core';

/**
 * What a page answers to `question` within `ms`, for a failure's message: `late` if it does not
 * answer in time (busy, or stuck), and why if it is gone.
 */
export function answerWithin(
  page: Page,
  question: () => string | Promise<string>,
  ms: number,
  late: string,
): Promise<string> {
  const deadline = new Promise<string>((resolve) => setTimeout(() => resolve(late), ms).unref());
  return Promise.race([page.evaluate(question), deadline]).catch(
    (err: unknown) => `page gone: ${String(err)}`,
  );
}
