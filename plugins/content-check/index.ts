/**
 * Content check: runs the content rules (./rules) on the docs and blog sources. `docusaurus build`
 * fails on any problem; `docusaurus start` prints them as warnings and checks again when a source
 * changes. `npm run lint:content` (scripts/lint-content.mjs) runs the same rules outside Docusaurus.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkSite, contentDirs, formatProblem, specPaths} from './load';

export default function contentCheckPlugin(context: LoadContext): Plugin {
  return {
    name: 'statlas-content-check',
    getPathsToWatch() {
      return [
        ...contentDirs.map((dir) => `${context.siteDir}/${dir}/**/*.{md,mdx}`),
        ...specPaths.map((file) => `${context.siteDir}/${file}`),
      ];
    },
    async loadContent() {
      const {problems} = await checkSite(context.siteDir);
      if (problems.length === 0) return;
      const report = `${problems.length} content problem${problems.length === 1 ? '' : 's'} (npm run lint:content lists them too):\n${problems.map(formatProblem).join('\n')}`;
      // Only `docusaurus build` sets NODE_ENV to production before it loads plugins. In `docusaurus start`
      // (and `build --dev`) a writer sees the problems but keeps a running site.
      if (process.env.NODE_ENV !== 'production') {
        console.warn(`[WARNING] ${report}`);
        return;
      }
      throw new Error(report);
    },
  };
}
