/**
 * Wraps the theme's MDX components to replace one: `table` (Markdown tables).
 * Why: Infima makes every table a horizontal scroller; on a narrow screen a wide table
 * scrolls, and a scrolling region must be reachable by keyboard (WCAG 2.1.1, axe
 * scrollable-region-focusable). MarkdownTable, from the reference table kit, joins the tab
 * order while it overflows.
 */
import MDXComponents from '@theme-original/MDXComponents';

// The file, not the kit's index: this module is on every page, the rest of the kit is not.
import {MarkdownTable} from '@site/src/components/ReferenceTable/MarkdownTable';

export default {
  ...MDXComponents,
  table: MarkdownTable,
};
