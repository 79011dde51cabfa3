import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { interactive } from './shopper-steps';

// The checks every screen must pass (issue 9): nothing scrolls sideways on a phone, every control
// is the element a tap on its centre hits, axe finds nothing serious, and no link leads to a 404.

/** Waits until the page's areas have mounted and stopped fetching. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('#sf-main > *').first().waitFor({ state: 'attached' });
  await interactive(page);
  // a guest's account popup opens by itself; the checks are about the page under it
  await page.keyboard.press('Escape');
  await page.waitForTimeout(200);
}

/** How far the document is wider than the viewport (0 when nothing scrolls sideways). */
export async function sidewaysOverflow(page: Page): Promise<{ px: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const px = document.documentElement.scrollWidth - width;
    const culprits: string[] = [];
    if (px > 0) {
      for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
        const r = el.getBoundingClientRect();
        // inside a sideways scroller (a chip row) the element is clipped, not widening the page
        const clipped = (() => {
          for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
            if (getComputedStyle(p).overflowX !== 'visible' && p.getBoundingClientRect().right <= width + 1) return true;
          }
          return false;
        })();
        if (r.width > 0 && r.right > width + 1 && !clipped && culprits.length < 8) {
          culprits.push(`${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} right=${Math.round(r.right)}`);
        }
      }
    }
    return { px, culprits };
  });
}

/**
 * Every visible control (buttons, links, fields) scrolled to the middle of the viewport, then the
 * element at its centre read back: a control covered by another element, or pushed off-screen,
 * is listed. A visually hidden radio or checkbox counts as hit through its own label.
 */
export async function coveredControls(page: Page): Promise<string[]> {
  // one pass in the page: a round trip per control would make a page of many links slow to check
  return page.evaluate((selector) => {
    const covered: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const visible = el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
      const box = el.getBoundingClientRect();
      if (!visible || box.width < 2 || box.height < 2 || el.closest('[aria-hidden="true"],[inert]')) continue;
      el.scrollIntoView({ block: 'center', inline: 'center' });
      let r = el.getBoundingClientRect();
      // a skip link sits off-screen until it has focus: check it where focus brings it
      if (r.right < 0 || r.bottom < 0) {
        el.focus();
        r = el.getBoundingClientRect();
      }
      // a link that wraps onto two lines is tapped on its words, not in the gap its box spans
      const lines = Array.from(el.getClientRects());
      if (lines.length > 1) r = lines.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 50)}"`;
      if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) {
        covered.push(`${name} is off-screen at (${Math.round(x)}, ${Math.round(y)})`);
        continue;
      }
      const hit = document.elementFromPoint(x, y);
      if (!hit) {
        covered.push(`${name}: nothing at its centre`);
        continue;
      }
      if (el === hit || el.contains(hit)) continue;
      const label = hit.closest('label');
      if (label && (label.control === el || label.contains(el))) continue;
      covered.push(`${name} is covered by ${hit.tagName.toLowerCase()}.${String(hit.className).slice(0, 60)}`);
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return covered;
  }, CONTROLS);
}

const CONTROLS = 'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="tab"], [role="menuitem"]';

/**
 * Visible buttons still wearing the browser's own look (Chromium's grey `buttonface` with an
 * outset border): a button nobody styled, out of place beside the store's own.
 */
export async function unstyledButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('button, input[type="submit"], input[type="button"]'))
      .filter((el) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
      .filter((el) => {
        const s = getComputedStyle(el);
        return s.backgroundColor === 'rgb(239, 239, 239)' && s.borderTopStyle === 'outset';
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 50)}"`),
  );
}

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  // passing and inapplicable nodes go without a CSS selector each: on a page of thousands of nodes
  // building those is most of axe's time, and only violations and incomplete results are read
  resultTypes: ['violations', 'incomplete'],
};

/**
 * axe's serious and critical findings (colour contrast included), one line each. axe-core runs in
 * the page itself: the pages are one frame, and @axe-core/playwright's frame-by-frame partial runs
 * took five times as long on a page of 4,000 nodes.
 */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  // contrast is judged at rest: an entrance still fading in (the header bar that sticks after a
  // scroll starts at 40% opacity for 180 ms) would read as faint text. Endless ones (spinners) never end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate((options) => (window as unknown as { axe: { run(c: Document, o: RunOptions): Promise<AxeResults> } }).axe.run(document, options), AXE_OPTIONS);
  const findings = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  // axe files text of exactly the background's colour (white on white) as "incomplete", since it
  // may be deliberately hidden; on a visible control it is the worst contrast there is
  for (const v of result.incomplete.filter((i) => i.id === 'color-contrast')) {
    for (const n of v.nodes) {
      if (n.any.some((a) => (a.data as { messageKey?: string } | null)?.messageKey === 'equalRatio')) findings.push(`color-contrast: text the colour of its background — ${n.target.join(' ')}`);
    }
  }
  return findings;
}

/** Same-origin page links inside the given containers (hidden mega-menu panels included). */
export async function linksIn(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page.$$eval(`${selector} a[href]`, (as) => as.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return [...new Set(hrefs.filter((h) => h.startsWith(origin)).map((h) => h.split('#')[0]!))];
}
