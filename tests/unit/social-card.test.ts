import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

/** Link previews of every page show the social card the site config names; it must exist and be 1200×630. */
const root = join(__dirname, '..', '..');

describe('social card', () => {
  const config = readFileSync(join(root, 'docusaurus.config.ts'), 'utf8');
  const image = config.match(/\bimage:\s*'([^']+)'/)?.[1];

  it('is named in docusaurus.config.ts and exists in static/', () => {
    expect(image).toBeDefined();
    expect(existsSync(join(root, 'static', image!)), `static/${image} is missing`).toBe(true);
  });

  it('is a 1200×630 PNG', () => {
    const png = readFileSync(join(root, 'static', image!));
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
