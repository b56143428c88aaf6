type KioskScreen = typeof import('./kiosk/kiosk-screen')['KioskScreen'];

let loaded: KioskScreen | null = null;

/**
 * The kiosk's code, a chunk of its own: loaded when a kiosk runs, and fetched ahead on a kit's
 * screen so 'Start presenting' does not wait for it.
 */
export const loadKioskScreen = (): Promise<KioskScreen> =>
  import('./kiosk/kiosk-screen').then(({ KioskScreen }) => {
    loaded = KioskScreen;
    return KioskScreen;
  });

/**
 * The kiosk's code if it is here already: drawn at once, not through Suspense, whose fallback
 * React keeps on screen for a while before showing what replaces it.
 */
export const loadedKioskScreen = () => loaded;
