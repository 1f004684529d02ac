import {describe, expect, it} from 'vitest';
import {gtagOptions} from '../../src/config/analytics';
import {links, siteUrl} from '../../src/config/links';
import {navbar} from '../../src/config/navbar';
import {footer} from '../../src/config/footer';

describe('analytics', () => {
  it('is off when no measurement id is set', () => {
    expect(gtagOptions({})).toBeUndefined();
    expect(gtagOptions({GTAG_MEASUREMENT_ID: '  '})).toBeUndefined();
  });

  it('turns the preset gtag plugin on with a measurement id', () => {
    expect(gtagOptions({GTAG_MEASUREMENT_ID: 'G-ABC123XYZ'})).toEqual({trackingID: 'G-ABC123XYZ', anonymizeIP: true});
  });

  it('rejects a malformed measurement id and names the variable', () => {
    expect(() => gtagOptions({GTAG_MEASUREMENT_ID: 'UA-1234'})).toThrow(/GTAG_MEASUREMENT_ID/);
  });
});

describe('external links', () => {
  it('are absolute https URLs (or an e-mail address)', () => {
    for (const [name, value] of Object.entries(links)) {
      if (name === 'legalEmail') {
        expect(value).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      } else {
        expect(new URL(value).protocol, name).toBe('https:');
      }
    }
    expect(new URL(siteUrl).protocol).toBe('https:');
  });

  it('are the only source of the external URLs in the navbar and footer', () => {
    const known = new Set(Object.values(links));
    const navbarHrefs = (navbar.items as Array<{href?: string}>).flatMap((item) => (item.href ? [item.href] : []));
    type Item = {href?: string};
    const footerHrefs = (footer.links as Array<{items?: Item[]}>).flatMap((column) =>
      (column.items ?? []).flatMap((item) => (item.href ? [item.href] : [])),
    );
    expect(navbarHrefs.length + footerHrefs.length).toBeGreaterThan(0);
    for (const href of [...navbarHrefs, ...footerHrefs]) {
      expect(known.has(href), href).toBe(true);
    }
  });
});
