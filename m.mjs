import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const w of [390, 1280]) {
  const p = await b.newPage({ viewport: { width: w, height: 900 } });
  await p.goto(`http://localhost:${process.argv[2]}/offers/pure-fit`, { waitUntil: 'networkidle' });
  console.log(w, await p.evaluate(() => { const t = document.querySelector('.gallery__thumb'); const r = t.getBoundingClientRect(); const u = document.querySelector('.gallery__thumbs').getBoundingClientRect(); const n = document.querySelector('.buy-box')?.getBoundingClientRect(); return JSON.stringify({ thumb: [r.width, r.height], strip: [u.top, u.height], buyTop: n?.top }); }));
  await p.close();
}
await b.close();
