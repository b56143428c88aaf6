import { afterEach, describe, expect, it, vi } from 'vitest';

describe('the session store', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
    vi.resetModules();
  });

  it('starts signed out when the browser refuses storage to the page (a third-party frame)', async () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new Error("Failed to read the 'localStorage' property from 'Window'");
      },
    });
    const { sessionStore } = await import('./session');
    expect(sessionStore.get()).toEqual({ user: null, authToken: null });
  });

  it('starts signed out where there is no storage at all', async () => {
    const { sessionStore } = await import('./session');
    expect(sessionStore.get()).toEqual({ user: null, authToken: null });
  });

  it('stores the signed-in user as verified before the page reloads after their verification, and no one else', async () => {
    const items = new Map<string, string>();
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      value: {
        getItem: (k: string) => items.get(k) ?? null,
        setItem: (k: string, v: string) => items.set(k, v),
        removeItem: (k: string) => items.delete(k),
      },
    });
    vi.useFakeTimers();
    const reload = vi.fn();
    vi.stubGlobal('window', { location: { reload } });
    try {
      const { reloadAfterVerification, saveSession, sessionStore } = await import('./session');
      const user = {
        id: 'u1',
        username: 'ben',
        email: 'Ben@Acme.example',
        name: 'Ben',
        accountType: 'individual' as const,
        isVerified: false,
        isAdmin: false,
        locale: null,
      };
      saveSession(user, 'token');
      reloadAfterVerification('someone.else@acme.example');
      expect(sessionStore.get().user?.isVerified).toBe(false);
      reloadAfterVerification('ben@acme.example');
      expect(sessionStore.get().user?.isVerified).toBe(true);
      expect(
        JSON.parse([...items.values()].find((v) => v.includes('ben')) ?? '{}').isVerified,
      ).toBe(true);
      expect(reload).not.toHaveBeenCalled();
      await vi.runAllTimersAsync();
      expect(reload).toHaveBeenCalledTimes(2);

      // The delay starts once the toast is on screen, however long its code takes to load.
      let shown = () => {};
      reloadAfterVerification('ben@acme.example', new Promise<void>((r) => (shown = r)));
      await vi.advanceTimersByTimeAsync(10_000);
      expect(reload).toHaveBeenCalledTimes(2);
      shown();
      await vi.advanceTimersByTimeAsync(1_499);
      expect(reload).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(reload).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});
