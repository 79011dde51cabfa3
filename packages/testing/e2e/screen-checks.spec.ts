import { expect, test } from '@playwright/test';
import { coveredControls, seriousAxeFindings, sidewaysOverflow, unstyledButtons } from './screen-checks';

// The every-screen checks pass only if they can fail: each is shown a page with the fault it looks for.

test('the screen checks find a covered control, sideways scroll, an axe finding and an unstyled button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.setContent(`<!doctype html><html lang="en"><head><title>Faults</title></head><body style="margin:0">
    <main>
      <h1>Faults</h1>
      <p style="color:#eee;background:#fff">Pale text nobody can read</p>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
      <div style="position:relative;height:60px">
        <button style="all:unset;position:absolute;inset:0">Buried</button>
        <div style="position:absolute;inset:0;background:#fff"></div>
      </div>
      <button>Plain</button>
      <div style="width:600px;height:10px"></div>
    </main></body></html>`);
  expect(await coveredControls(page)).toEqual([expect.stringMatching(/^button "Buried" is covered by div/)]);
  expect((await sidewaysOverflow(page)).px).toBeGreaterThan(200);
  const findings = await seriousAxeFindings(page);
  expect(findings.some((f) => f.startsWith('color-contrast (serious)'))).toBe(true);
  expect(findings.some((f) => f.startsWith('image-alt (critical)'))).toBe(true);
  expect(await unstyledButtons(page)).toEqual(['button "Plain"']);
});
