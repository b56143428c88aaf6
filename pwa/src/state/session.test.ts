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
});
