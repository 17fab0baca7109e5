import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';

const base = process.env.BASE ?? 'http://127.0.0.1:18419';
const [email, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const theme of ['light', 'dark']) {
  for (const width of [390, 1366]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme });
    const page = await context.newPage();
    if (email !== 'anon') {
      const r = await page.request.post(`${base}/api/auth/login`, { data: { email, password: 'learnforge' }, headers: { origin: base } });
      if (!r.ok()) throw new Error(`login ${r.status()} ${await r.text()}`);
    }
    for (const path of paths) {
      await page.goto(base + path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const name = `${path.replace(/[^a-z0-9]+/gi, '_')}-${width}-${theme}`;
      await page.screenshot({ path: `/tmp/jobs19-shots/${name}.png`, fullPage: true });
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      console.log(name, 'title=', await page.title(), 'hscroll=', scroll, 'axe=', serious.map((v) => `${v.id}:${v.nodes.map((n) => n.target.join(' ')).join(',')}`).join(' | ') || 'ok');
    }
    await context.close();
  }
}
await browser.close();
