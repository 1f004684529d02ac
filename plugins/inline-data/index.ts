/**
 * Figures and the reader line, written into MDX pages at build time. Two parts, listed in
 * docusaurus.config.ts:
 *
 * - this Docusaurus plugin, whose client module ./styles.css styles the reader line on every page;
 * - the remark plugin ./remark.ts (`beforeDefaultRemarkPlugins` of the docs, blog and pages plugins),
 *   which turns `<Limit>` and `<Fact>` into their text and adds the reader line to doc pages.
 *
 * Why, with figures: decisions/inline-data.md.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export {default as remarkInlineData} from './remark';

export default function inlineDataPlugin(): Plugin {
  return {
    name: 'statlas-inline-data',
    getClientModules() {
      return [path.resolve(__dirname, 'styles.css')];
    },
  };
}
