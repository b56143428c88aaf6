import fs from 'node:fs';
import { launchChromium } from '#testing/chromium';

/** Renders the app icons from the favicon SVG (run by hand when the logo changes). */
const svg = fs.readFileSync('pwa/src/favicon.svg', 'utf8');
const targets = [
  { file: 'pwa/public/icons/icon-192.png', size: 192, padding: 0 },
  { file: 'pwa/public/icons/icon-512.png', size: 512, padding: 0 },
  // Maskable icons keep their content inside the central 80% safe zone.
  { file: 'pwa/public/icons/maskable-512.png', size: 512, padding: 0.14 },
];

const context = await launchChromium({ viewport: { width: 512, height: 512 } });
const page = await context.newPage();
for (const { file, size, padding } of targets) {
  await page.setViewportSize({ width: size, height: size });
  const inner = Math.round(size * (1 - 2 * padding));
  const art = padding > 0 ? svg.replace('rx="14"', 'rx="0"') : svg;
  await page.setContent(
    `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:#18181b">
      <div style="width:${inner}px;height:${inner}px">${art.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`,
  );
  await page.screenshot({ path: file, omitBackground: padding === 0 });
}
await context.dispose();
console.log('icons written');
