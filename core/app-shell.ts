/**
 * The page's question to its service worker: are all the app shell's files (the HTML, every
 * script and style of the app, the viewer's and the kiosk's among them) in its precache? Answered
 * on the port given, with an `AppShellStatus`.
 */
export const SHELL_STATUS_MESSAGE = 'flipfold-shell-status';

export interface AppShellStatus {
  cached: number;
  total: number;
}
