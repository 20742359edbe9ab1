import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

// Screenshots for looking at a page as a user would: with E2E_SHOTS=<dir>, `shoot` writes the page at
// desktop (1280 px) and phone (390 px) widths, light and dark, then puts the page back as it was.
// Without it, nothing is written and the test runs as usual.

const shots = process.env.E2E_SHOTS;
if (shots) mkdirSync(shots, { recursive: true });

/**
 * Two frames after a resize: components that measure themselves (ResizeObserver) have laid out again,
 * so a page narrowed from 1280 px is not measured, or photographed, at its old width.
 */
export const afterResize = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

export async function shoot(page: Page, name: string) {
  if (!shots) return;
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const scheme of ['light', 'dark'] as const) {
    for (const [label, width] of [
      ['desktop', 1280],
      ['phone', 390],
    ] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 900 });
      await afterResize(page);
      await page.screenshot({ path: path.join(shots, `${name}-${label}-${scheme}.png`), fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(size);
}
