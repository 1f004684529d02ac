/**
 * The blog in the browser: an unknown post gets the not-found page. The lists, tags, authors, post
 * headers and feeds are in the build's HTML and XML and checked in Node (tests/build/blog.test.ts).
 */
import {expect, test} from './support';

test('an unknown post shows the not-found page', async ({page, guard}) => {
  guard.allowNotFound('/blog/2021-07-11-no-such-post');
  const response = await page.goto('/blog/2021-07-11-no-such-post');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
});
