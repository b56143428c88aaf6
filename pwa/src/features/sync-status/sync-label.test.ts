import { describe, expect, it } from 'vitest';
import { syncLabel } from './sync-label';

describe("the header's sync count", () => {
  it('calls only the changes still to go waiting, and a refused one failed', () => {
    expect(syncLabel(2, 0)).toBe('2 changes waiting to sync');
    expect(syncLabel(0, 1)).toBe('1 change failed to sync');
    expect(syncLabel(1, 2)).toBe('1 change waiting to sync, 2 failed');
  });
});
