import {execFileSync} from 'node:child_process';

import {parse} from 'node-html-parser';

import {test, expect} from './support';
import {repository} from '../../src/config/links';

/**
 * Doc pages show when their source last changed (from git) and an "Edit this page" link to it.
 * A shallow clone has no history, so the build leaves the dates out rather than print the date of
 * its single commit on every page: these tests expect dates from a full checkout and none from a
 * shallow one.
 */
function checkoutHasHistory(): boolean {
  try {
    return execFileSync('git', ['rev-parse', '--is-shallow-repository'], {encoding: 'utf8'}).trim() === 'false';
  } catch {
    return false;
  }
}

const hasHistory = checkoutHasHistory();
const pages = [
  {route: '/docs/guide/welcome', file: 'docs/guide/welcome.mdx'},
  {route: '/docs/usage/settings/stats', file: 'docs/usage/settings/stats.mdx'},
  {route: '/docs/tools/statroles/faq', file: 'docs/tools/statroles/faq.mdx'},
];

for (const {route, file} of pages) {
  test(`${route} shows ${hasHistory ? 'its last update from git' : 'no last-updated date (shallow clone)'} and an edit link`, async ({request}) => {
    const root = parse(await (await request.get(route)).text());
    expect(root.querySelector('a.theme-edit-this-page')?.getAttribute('href')).toBe(`${repository.url}/edit/${repository.branch}/${file}`);
    const time = root.querySelector('.theme-last-updated time');
    if (hasHistory) {
      // Docusaurus reads `git log --name-status`, which lists no files for merge commits.
      const committed = execFileSync('git', ['log', '-1', '--no-merges', '--format=%cI', '--', file], {encoding: 'utf8'}).trim();
      expect(committed, `${file} is in git`).not.toBe('');
      expect(time?.getAttribute('datetime')).toBe(new Date(committed).toISOString());
    } else {
      expect(time).toBeNull();
    }
  });
}

test('generated API pages have no edit link', async ({request}) => {
  const html = await (await request.get('/docs/api/get-guild-member-counts')).text();
  expect(html).toContain('Get member counts');
  expect(parse(html).querySelector('a.theme-edit-this-page')).toBeNull();
});
