import {describe, expect, it} from 'vitest';

import {completeRedirectPage} from '../../plugins/redirects';
import {withAbsoluteAuthorImages} from '../../src/components/StructuredData/absoluteImages';

describe('redirect pages', () => {
  // As @docusaurus/plugin-client-redirects 3.10 writes them.
  const page = `<!DOCTYPE html>
<html>
  <head>
    <meta charset="UTF-8">
    <meta http-equiv="refresh" content="0; url=/docs/guide/welcome">
    <link rel="canonical" href="/docs/guide/welcome" />
  </head>
  <script>
    window.location.href = '/docs/guide/welcome' + window.location.search + window.location.hash;
  </script>
</html>`;

  it('get a language, a title, and a body with a link to the target and the script', () => {
    const html = completeRedirectPage(page, {lang: 'en', target: 'Welcome & more | Statlas'});
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Redirecting to Welcome &amp; more | Statlas</title>');
    expect(html).toMatch(
      /<\/head>\s*<body>\s*<p><a href="\/docs\/guide\/welcome">Welcome &amp; more \| Statlas<\/a><\/p>\s*<script>[\s\S]*<\/script>\s*<\/body>\s*<\/html>$/,
    );
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/guide/welcome">');
  });
});

describe('JSON-LD', () => {
  it('makes the image of every author absolute and leaves other values as they are', () => {
    const data = {
      '@type': 'BlogPosting',
      image: {'@type': 'ImageObject', url: 'https://docs.statlas.app/img/card.png'},
      author: [
        {'@type': 'Person', name: 'Mara', image: '/img/authors/mara.svg'},
        {'@type': 'Person', name: 'Theo', image: 'https://cdn.example/theo.png'},
      ],
      blogPost: [{author: {'@type': 'Person', image: '/img/authors/team.svg'}}],
    };
    const absolute = withAbsoluteAuthorImages(data, (path) => `https://docs.statlas.app${path}`);
    expect(absolute.author.map((author) => author.image)).toEqual([
      'https://docs.statlas.app/img/authors/mara.svg',
      'https://cdn.example/theo.png',
    ]);
    expect(absolute.blogPost[0]!.author.image).toBe('https://docs.statlas.app/img/authors/team.svg');
    expect(absolute.image).toEqual(data.image);
    expect(data.author[0]!.image).toBe('/img/authors/mara.svg');
  });
});
