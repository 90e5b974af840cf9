#!/usr/bin/env node
// Retakes the README screenshots from a running shop: `npm start`, then
// `node scripts/screenshots.mjs [base URL]` (default http://localhost:3000).
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const base = process.argv[2] ?? 'http://localhost:3000';
const outDir = join(root, 'docs/screenshots');

const shots = [
  { name: 'home', path: '/', width: 1440, height: 900 },
  { name: 'product', path: '/products/lune-pleine', width: 1440, height: 900 },
  { name: 'product-en-us', path: '/en-us/products/etoile-treize', width: 1440, height: 900 },
  { name: 'editorial', path: '/pages/notre-atelier', width: 1440, height: 900 },
  { name: 'cart-drawer', path: '/products/comete', width: 1440, height: 900, addToCart: true },
  { name: 'home-phone', path: '/', width: 390, height: 844 },
  { name: 'not-found', path: '/pages/introuvable', width: 1440, height: 900 },
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  for (const shot of shots) {
    // A returning shopper who already made the privacy choice: neither the notice nor the
    // newsletter pop-up stands over the page.
    const context = await browser.newContext({
      viewport: { width: shot.width, height: shot.height },
    });
    await context.addCookies(
      ['privacyPolicy', 'newsletterPopup'].map((name) => ({ name, value: 'accepted', url: base })),
    );
    const page = await context.newPage();
    await page.goto(base + shot.path, { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    if (shot.addToCart) {
      await page
        .locator(
          'form[data-slot="add-to-cart"] button[type="submit"], button:has-text("Ajouter au panier")',
        )
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(600);
    }
    await page.screenshot({ path: join(outDir, `${shot.name}.png`) });
    console.log(`docs/screenshots/${shot.name}.png`);
    await context.close();
  }
} finally {
  await browser.close();
}
