import {describe, expect, it} from 'vitest';
import {firstLoadAssets} from '../../scripts/bench-weight.mjs';

describe('bench:weight', () => {
  it('collects the scripts, preloaded chunks and stylesheets a page loads first, not prefetches', () => {
    const html = `<!doctype html><html><head>
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
});
