/**
 * The content rules on a fixture site (tests/fixtures/content-check/site): docs pages, blog posts and an
 * OpenAPI spec, each written as a writer would, with the problems it must give written into it:
 *
 *     {/* expect <rule> <line>: <start of the message> *\/}     (MDX)
 *     <!-- expect <rule> <line>: <start of the message> -->     (Markdown)
 *     # expect <rule> <line>: <start of the message>            (YAML)
 *
 * Every expected problem is reported, with that line and a message that starts with those words (so
 * the fix the message gives is checked too), and nothing else is: a file without expectations (the
 * `pass-` ones) gives no problem at all. An expectation fails without its rule.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkSite, contentPaths, specPaths} from '../../plugins/content-check/load';

const site = join(__dirname, '..', 'fixtures', 'content-check', 'site');

function expectations(source: string): string[] {
  return Array.from(source.matchAll(/(?:\{\/\*|<!--|#) expect ([a-z-]+ \d+: .*?)(?: \*\/\}| -->)?$/gm), (m) => m[1]);
}

describe('the fixture site', async () => {
  const {problems} = await checkSite(site);
  const files = [...contentPaths(site), ...specPaths];

  it('has failing and passing files of docs, blog and spec', () => {
    const failing = files.filter((file) => expectations(readFileSync(join(site, file), 'utf8')).length > 0);
    expect(failing.some((file) => file.startsWith('docs/'))).toBe(true);
    expect(failing.some((file) => file.startsWith('blog/'))).toBe(true);
    expect(failing).toContain('openapi/statlas.yaml');
    expect(files.filter((file) => /pass-/.test(file)).length).toBeGreaterThanOrEqual(2);
  });

  for (const file of files) {
    it(file, () => {
      const expected = expectations(readFileSync(join(site, file), 'utf8'));
      const found = problems.filter((p) => p.file === file).map((p) => `${p.rule} ${p.line}: ${p.message}`);
      for (const expectation of expected) {
        expect(found, expectation).toContainEqual(
          expect.stringMatching(`^${expectation.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
        );
      }
      const unexpected = found.filter((problem) => !expected.some((e) => problem.startsWith(e)));
      expect(unexpected).toEqual([]);
    });
  }
});
