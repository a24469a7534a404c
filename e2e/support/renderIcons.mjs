// Renders each brand's logo.svg to the PNG icons of its web app manifest (issue 11):
// icon-192.png, icon-512.png (the logo, transparent corners) and icon-maskable-512.png (the
// logo at 72 % on the brand colour, inside the maskable safe zone). Run from e2e/:
//   node support/renderIcons.mjs
// Uses Debian's Chromium (never a downloaded browser). The PNGs are committed brand data.
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const brands = { fachat: '#ff2e7e', veego: '#7c3aed', lumi: '#0ea5a4' };
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  for (const [brand, colour] of Object.entries(brands)) {
    const pub = join(root, 'apps', brand, 'public');
    const svg = readFileSync(join(pub, 'logo.svg'), 'utf8');
    const uri = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    for (const [file, size, bg, scale] of [['icon-192.png', 192, 'transparent', 1], ['icon-512.png', 512, 'transparent', 1], ['icon-maskable-512.png', 512, colour, 0.72]]) {
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(`<html><body style="margin:0;background:${bg};display:grid;place-items:center;width:${size}px;height:${size}px"><img src="${uri}" width="${Math.round(size * scale)}" height="${Math.round(size * scale)}"></body></html>`);
      await page.screenshot({ path: join(pub, file), omitBackground: bg === 'transparent' });
      console.log(`${brand}/${file}`);
    }
  }
} finally {
  await browser.close();
}
