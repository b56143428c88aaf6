import { describe, expect, it } from 'vitest';
import { ANALYTICS_BUDGET_BYTES, analyticsGzipBytes } from '../testing/analytics-weight';

describe('what reader analytics add to the shared-link viewer', () => {
  it('stays within its gzipped budget (npm run bench prints the figure)', async () => {
    const bytes = await analyticsGzipBytes();
    // The hook alone gzips to over half a kilobyte: a smaller figure measured nothing.
    expect(bytes).toBeGreaterThan(1024);
    expect(bytes).toBeLessThanOrEqual(ANALYTICS_BUDGET_BYTES);
  }, 60_000);
});
