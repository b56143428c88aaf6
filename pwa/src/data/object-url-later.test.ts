import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OBJECT_URL_GRACE_MS, revokeObjectUrlLater } from './object-url-later';

describe('revoking an object URL later', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('keeps the URL while an image may still be loading it, then revokes it once', () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    revokeObjectUrlLater('blob:http://localhost/panel');
    vi.advanceTimersByTime(OBJECT_URL_GRACE_MS - 1);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoke).toHaveBeenCalledExactlyOnceWith('blob:http://localhost/panel');
    vi.advanceTimersByTime(OBJECT_URL_GRACE_MS);
    expect(revoke).toHaveBeenCalledOnce();
  });
});
