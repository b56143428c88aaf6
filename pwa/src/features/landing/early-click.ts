/**
 * theme-boot.js keeps a click on a button of the build's drawn landing made before the app
 * started (as the button's place among the page's buttons); the app's landing, the same markup,
 * replays it once it has taken the page over, so a tap on "Get Started" during a slow start opens
 * the dialog instead of being lost.
 */
export function replayEarlyClick(): void {
  const html = document.documentElement;
  const place = html.dataset.earlyClick;
  if (place === undefined) return;
  delete html.dataset.earlyClick;
  document.querySelectorAll<HTMLElement>('#root button')[Number(place)]?.click();
}
