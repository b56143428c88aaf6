import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The module asks once per page: each test imports a fresh copy. */
async function freshRequest() {
  vi.resetModules();
  return (await import('./storage-persistence')).requestPersistentStorage;
}

describe('asking to keep the local library', () => {
  let persisted: boolean;
  let persist: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    persisted = false;
    persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', { storage: { persisted: async () => persisted, persist } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks the browser once, after the first save', async () => {
    const request = await freshRequest();
    expect(await request()).toBe(true);
    expect(await request()).toBe(false);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask again when the storage is already persistent', async () => {
    persisted = true;
    expect(await (await freshRequest())()).toBe(true);
    expect(persist).not.toHaveBeenCalled();
  });

  it('takes a refusal or an error as no', async () => {
    persist.mockResolvedValueOnce(false);
    expect(await (await freshRequest())()).toBe(false);
    persist.mockRejectedValueOnce(new Error('not allowed'));
    expect(await (await freshRequest())()).toBe(false);
  });

  it('does nothing without the Storage API', async () => {
    vi.stubGlobal('navigator', {});
    expect(await (await freshRequest())()).toBe(false);
    vi.stubGlobal('navigator', { storage: { persisted: async () => false } });
    expect(await (await freshRequest())()).toBe(false);
  });

  it('asks again whenever an event kit needs it, saying whether the data is kept', async () => {
    const { keepStorage } = await import('./storage-persistence');
    persist.mockResolvedValueOnce(false);
    expect(await keepStorage()).toBe(false);
    expect(await keepStorage()).toBe(true);
    expect(persist).toHaveBeenCalledTimes(2);
  });

  it('reads the browser’s estimate of the storage used and available', async () => {
    const { storageEstimate } = await import('./storage-persistence');
    vi.stubGlobal('navigator', { storage: { estimate: async () => ({ usage: 10, quota: 99 }) } });
    expect(await storageEstimate()).toEqual({ usage: 10, quota: 99 });
    vi.stubGlobal('navigator', { storage: {} });
    expect(await storageEstimate()).toBeNull();
  });
});
