type KioskModule = typeof import('../features/viewer/kiosk-screen');

let loaded: KioskModule | null = null;

/**
 * The kiosk's code, a chunk of its own: loaded when a kiosk runs, and fetched ahead on a kit's
 * screen so 'Start presenting' does not wait for it.
 */
export const loadKioskScreen = (): Promise<KioskModule> =>
  import('../features/viewer/kiosk-screen').then((module) => {
    loaded = module;
    return module;
  });

/**
 * The kiosk's code if it is here already: drawn at once, not through Suspense, whose fallback
 * React keeps on screen for a while before showing what replaces it.
 */
export const loadedKioskScreen = () => loaded?.KioskScreen ?? null;
