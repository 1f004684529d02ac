import {describe, expect, it} from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {chunkRegistry, firstLoadAssets, siteDirOf} from '../../scripts/bench-weight.mjs';

describe('bench:weight', () => {
  it('collects the scripts, preloaded chunks and stylesheets a page loads first, not prefetches or print styles', () => {
    const html = `<!doctype html><html><head>
      <link rel="stylesheet" href="/css/print.css" media="print">
      <link rel="stylesheet" href="/assets/css/styles.1.css">
      <link rel="stylesheet" href="/openapi/statlas-api.2.css">
      <link rel="preload" href="/assets/js/route.3.js" as="script">
      <link rel="prefetch" href="/assets/js/other.4.js">
      <link rel="icon" href="/img/favicon.svg">
      <script src="/assets/js/runtime~main.5.js" defer></script>
      <script src="/assets/js/main.6.js" defer></script>
      <script>inline()</script>
    </head><body></body></html>`;
    expect(firstLoadAssets(html)).toEqual({
      js: ['/assets/js/runtime~main.5.js', '/assets/js/main.6.js', '/assets/js/route.3.js'],
      css: ['/assets/css/styles.1.css', '/openapi/statlas-api.2.css'],
    });
  });

  it('reads the chunk registry of main.js, numeric names written in hex included', () => {
    const mainJs =
      'x={c26bf002:[()=>n.e("7062").then(n.bind(n,1)),"@site/docs/a.mdx",1],' +
      '0x11113f9:[()=>Promise.all([n.e("4014"),n.e("9380")]).then(n.bind(n,2)),"@theme/DocItem",2],' +
      '"5e95c892":[()=>n.e(9647).then(n.bind(n,3)),"__comp",3]}';
    const registry = chunkRegistry(mainJs);
    expect([...registry.keys()]).toEqual(['c26bf002', '17896441', '5e95c892']);
    expect(registry.get('17896441')).toContain('n.e("9380")');
  });

  it('reads the route chunks of a build from the .docusaurus folder beside it, else from the current checkout', () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-weight-'));
    fs.mkdirSync(path.join(other, '.docusaurus'));
    fs.writeFileSync(path.join(other, '.docusaurus', 'routes.js'), '');
    expect(siteDirOf(path.join(other, 'build'))).toBe(other);
    fs.rmSync(path.join(other, '.docusaurus'), {recursive: true});
    expect(siteDirOf(path.join(other, 'build'))).toBe(process.cwd());
    fs.rmSync(other, {recursive: true});
  });
});
