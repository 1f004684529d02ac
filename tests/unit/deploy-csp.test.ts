import {createHash} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {cspDirectives, cspString, generateCsp, inlineScriptsOf} from '../../scripts/deploy-csp.mjs';
import {renderNginxConf} from '../../scripts/deploy-nginx.mjs';
import {sitemapPaths} from '../../scripts/load-test.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inline scripts of a page', () => {
  it('keeps executable inline scripts byte for byte and skips src, JSON-LD and empty ones', () => {
    const html = [
      '<script>var a=1</script>',
      '<script src=/assets/js/main.js defer></script>',
      '<script data-rh=true type=application/ld+json>{"@type":"BreadcrumbList"}</script>',
      '<script type="module">\n  import "/x.js";\n</script>',
      "<script type='text/javascript'>b()</script>",
      '<script></script>',
    ].join('');
    expect(inlineScriptsOf(html)).toEqual(['var a=1', '\n  import "/x.js";\n', 'b()']);
  });

  it('hashes every distinct script of a build once, across pages', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'statlas-csp-'));
    try {
      fs.mkdirSync(path.join(dir, 'docs/a'), {recursive: true});
      fs.writeFileSync(path.join(dir, 'index.html'), '<script>one()</script><script>home()</script>');
      fs.writeFileSync(path.join(dir, 'docs/a/index.html'), '<script>one()</script>');
      const {files, scripts, policy, include} = generateCsp({buildDir: dir, env: {}});
      expect(files).toBe(2);
      expect(scripts.map((s) => [s.hash, s.pages])).toEqual(
        expect.arrayContaining([
          [sha('one()'), 2],
          [sha('home()'), 1],
        ]),
      );
      expect(policy).toContain(`script-src 'self' `);
      expect(policy).toContain(sha('one()'));
      expect(include).toMatch(/^add_header Content-Security-Policy ".*" always;$/m);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('the policy', () => {
  const directive = (policy: string, name: string) =>
    policy
      .split('; ')
      .find((d) => d.startsWith(`${name} `))
      ?.split(' ')
      .slice(1);

  it('by default allows the site itself only, inline scripts by hash, no framing', () => {
    const policy = cspString(cspDirectives({hashes: ["'sha256-abc'"]}));
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:']);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(policy).not.toContain('unsafe-eval');
  });

  it('adds the Algolia hosts of ALGOLIA_APP_ID for hosted search', () => {
    const policy = cspString(cspDirectives({hashes: [], algoliaAppId: 'ABC123'}));
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining([
        'https://abc123-dsn.algolia.net',
        'https://abc123-1.algolianet.com',
        'https://insights.algolia.io',
      ]),
    );
    expect(directive(policy, 'script-src')).toContain('https://cdn.jsdelivr.net');
    expect(() => cspDirectives({hashes: [], algoliaAppId: 'abc; script-src *'})).toThrow(/ALGOLIA_APP_ID/);
  });

  it('adds Google Analytics hosts when gtag is on', () => {
    const policy = cspString(cspDirectives({hashes: [], gtag: true}));
    expect(directive(policy, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com');
  });
});

describe('nginx template and sitemap', () => {
  it('replaces every token and refuses unknown tokens or unsafe values', () => {
    expect(renderNginxConf('root @@ROOT@@;', {ROOT: '/srv/build'})).toBe('root /srv/build;');
    expect(() => renderNginxConf('root @@ROOT@@;', {})).toThrow(/@@ROOT@@/);
    expect(() => renderNginxConf('root @@ROOT@@;', {ROOT: '/srv/a; evil'})).toThrow();
    const template = fs.readFileSync(path.resolve(__dirname, '../../deploy/nginx.conf'), 'utf8');
    const tokens = new Set([...template.matchAll(/@@([A-Z_]+)@@/g)].map((m) => m[1]));
    expect([...tokens].sort()).toEqual(['CSP', 'HEADERS', 'LISTEN', 'MIME_TYPES', 'ROOT', 'RUNTIME']);
  });

  it('reads the page paths of a sitemap', () => {
    const xml =
      '<urlset><url><loc>https://docs.statlas.app/</loc></url><url><loc>https://docs.statlas.app/docs/guide/welcome</loc></url>' +
      '<url><loc>https://docs.statlas.app/docs/guide/welcome</loc></url></urlset>';
    expect(sitemapPaths(xml)).toEqual(['/', '/docs/guide/welcome']);
  });
});
