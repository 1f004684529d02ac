/**
 * Reading the production build from the test process: its folder, its files and the paths of
 * its sitemap (the one sitemap reader, shared with the nginx load run).
 */
import fs from 'node:fs';
import path from 'node:path';

import {sitemapPaths as pathsOfSitemap} from '../../../scripts/load-test.mjs';

export const siteDir = path.resolve(__dirname, '..', '..', '..');
export const buildDir = path.join(siteDir, 'build');

export const fromBuild = (file: string, dir = buildDir) => fs.readFileSync(path.join(dir, file));
export const existsInBuild = (file: string, dir = buildDir) => fs.existsSync(path.join(dir, file));

/** Every path (path + query) of the build's sitemap.xml, in sitemap order. */
export function sitemapPaths(dir = buildDir): string[] {
  const file = path.join(dir, 'sitemap.xml');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  const paths: string[] = pathsOfSitemap(fs.readFileSync(file, 'utf8'));
  if (paths.length === 0) throw new Error(`No <loc> in ${file}: build the site first`);
  return paths;
}

/** The pages every walk visits: the sitemap plus /search (a route of its own, even if the sitemap leaves it out). */
export function sitePages(): string[] {
  return [...new Set([...sitemapPaths(), '/search'])];
}
