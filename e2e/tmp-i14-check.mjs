import { chromium } from 'playwright';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const js of [true, false]) {
  for (const width of [390, 1280]) {
    for (const route of ['/#/', '/#/offers/pure-fit', '/#/?country=RS']) {
      const ctx = await browser.newContext({ javaScriptEnabled: js, viewport: { width, height: 850 } });
      const page = await ctx.newPage();
      const msgs = [];
      page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') msgs.push(m.type() + ': ' + m.text()); });
      page.on('pageerror', (e) => msgs.push('pageerror: ' + e.message));
      await page.goto(base + route);
      await page.waitForTimeout(js ? 2500 : 500);
      const name = `${js ? 'js' : 'nojs'}-${width}-${route.replace(/[^a-z]/gi, '_')}`;
      await page.screenshot({ path: `/tmp/i14shots/${name}.png`, fullPage: false });
      const h1 = await page.locator('h1').first().textContent().catch(() => '?');
      const price = await page.locator('.price, [class*=price]').first().textContent().catch(() => '?');
      console.log(name, '| h1:', h1, '| price:', price, '| msgs:', msgs.join(' ;; '));
      await ctx.close();
    }
  }
}
await browser.close();
