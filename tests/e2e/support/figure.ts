import {expect, type Page} from '@playwright/test';

import {waitForHydration} from './page';

export type ColorMode = 'light' | 'dark';

/**
 * Opens `path` in `mode` (through `?docusaurus-theme=`, read before React starts) and checks that the
 * one visible image of the figure `name` is that mode's file and has loaded. ThemedImage renders both
 * files on the server and hides one by the `data-theme` CSS; after hydration it renders only the file
 * of the mode React holds, so a mode that React and the page attribute disagree on shows no figure.
 */
export async function expectFigureInMode(page: Page, path: string, name: string, mode: ColorMode): Promise<void> {
  await page.goto(`${path}?docusaurus-theme=${mode}`);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await expectVisibleFigure(page, name, mode);
}

/** The one visible image of the figure `name` on the current page is `<name>.<mode>.svg` and has loaded. */
export async function expectVisibleFigure(page: Page, name: string, mode: ColorMode): Promise<void> {
  const visible = page.locator(`article img[src*="/${name}."]:visible`);
  await expect(visible, `${name} in ${mode} mode`).toHaveCount(1);
  await expect(visible).toHaveAttribute('src', new RegExp(`/${name}\\.${mode}\\.svg$`));
  await visible.scrollIntoViewIfNeeded();
  await expect
    .poll(() => visible.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      message: `${name}.${mode}.svg loads`,
    })
    .toBe(true);
  const box = await visible.boundingBox();
  expect(box?.width ?? 0, `${name}.${mode}.svg is drawn`).toBeGreaterThan(100);
}
