/**
 * Wraps the theme's MDX components to replace one: `table` (Markdown tables).
 * Why: Infima makes every table a horizontal scroller; on a narrow screen a wide table
 * scrolls, and a scrolling region must be reachable by keyboard (WCAG 2.1.1, axe
 * scrollable-region-focusable). See ./Table.tsx.
 */
import MDXComponents from '@theme-original/MDXComponents';

import Table from './Table';

export default {
  ...MDXComponents,
  table: Table,
};
