// Compiled from core/i18n/messages/reader/en.json by tooling/catalogues.ts: do not edit.
// @ts-nocheck: the compiler writes plain JavaScript; the last line gives its messages a type.
import { number } from "../../number";
import { plural } from "@messageformat/runtime";
const en = (n) => {
  const s = String(n).split('.'), v0 = !s[1];
  return n == 1 && v0 ? 'one' : 'other';
};
const messages = {
  "language.label": () => "Language",
  "viewer.back": () => "Back",
  "viewer.uploadYourOwn": () => "Upload your own",
  "viewer.fullScreen": () => "Full screen",
  "viewer.exitFullScreen": () => "Exit full screen",
  "viewer.loading": () => "Loading flipbook",
  "viewer.notFound": () => "Flipbook not found",
  "viewer.share": () => "Share",
  "viewer.qrCode": () => "QR Code",
  "viewer.views": (d) => plural(d.count, 0, en, { one: number("en", d.count, 0) + " view", other: number("en", d.count, 0) + " views" }),
  "viewer.noImage": () => "No image",
  "viewer.noPages": () => "No pages",
  "viewer.zoomed": (d) => d.place + ", zoomed " + number("en", d.scale, 0) + "×",
  "viewer.pageOf": (d) => "Page " + d.page + " of " + d.pages + ". Tap for the next page.",
  "viewer.stage.cover": () => "Brochure, cover. Click to turn.",
  "viewer.stage.halfOpen": () => "Brochure, half open. Click to turn.",
  "viewer.stage.open": () => "Brochure, open. Click to turn.",
  "viewer.stage.back": () => "Brochure, back. Click to turn.",
  "viewer.madeWith": (d) => "Made with <0>" + d.product + "</0>",
  "viewer.opensInNewTab": () => "(opens in a new tab)",
  "place.cover": () => "Cover",
  "place.inside": (d) => "Inside " + d.number,
  "place.insideFlap": () => "Inside flap",
  "place.backCover": () => "Back cover",
  "place.firstPage": () => "Page 1 — cover",
  "place.page": (d) => "Page " + d.number,
  "lead.readerTitle": () => "Get this brochure by e-mail",
  "header.signIn": () => "Sign In",
  "theme.toDark": () => "Switch to dark theme",
  "theme.toLight": () => "Switch to light theme",
  "footer.rights": (d) => "© " + d.year + " " + d.product + ". All rights reserved.",
  "footer.help": () => "Need help? Contact",
  "viewer.shareText": (d) => "Check out this digital flipbook: " + d.title,
  "home.library": () => "Your library",
  "home.flipbooks": () => "Your flipbooks",
  "home.loadingLibrary": () => "Loading your library",
  "landing.welcome": (d) => "Welcome to " + d.product,
  "landing.tagline": () => "Turn your PDF brochures into interactive flipbooks you can share by link or QR code.",
  "landing.getStarted": () => "Get Started",
  "landing.browser.title": () => "Made in your browser",
  "landing.browser.text": () => "Your PDF never leaves your device; only the pages do.",
  "landing.share.title": () => "Share by link or QR",
  "landing.share.text": () => "Anyone can open your flipbook, no account needed.",
  "landing.offline.title": () => "Works offline",
  "landing.offline.text": () => "Present your library at events, even without a network."
}
export default messages as unknown as Record<keyof typeof messages, (values?: Record<string, unknown>) => string>;
