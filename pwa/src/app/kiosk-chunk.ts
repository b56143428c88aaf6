/**
 * The kiosk's code, a chunk of its own: loaded when a kiosk runs, and fetched ahead on a kit's
 * screen so 'Start presenting' does not wait for it.
 */
export const loadKioskScreen = () => import('../features/viewer/kiosk-screen');
