/**
 * The long suites' size. `npm test` runs them at a size that still fails on the bug each was
 * written for (docs/testing.md, "Long suites"); `npm run test:long`, which CI runs too, at their
 * full size (FLIPFOLD_FULL_SIZE=1).
 */
const FULL_SIZE = process.env.FLIPFOLD_FULL_SIZE === '1';

/** `quick` in npm test, `full` in npm run test:long. */
export const sized = <T>(quick: T, full: T): T => (FULL_SIZE ? full : quick);
