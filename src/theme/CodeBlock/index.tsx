import React, {isValidElement, type ComponentProps, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import type ElementContentType from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import serverRendered from '@site/src/components/ServerRendered';

/**
 * The classic theme's CodeBlock, ejected to drop one line: it remounts every block after
 * hydration (`key={String(isBrowser)}`) so that inline Prism colours follow the reader's colour
 * mode. Our Prism theme (src/config/prism.ts) writes CSS variables instead, so the server's
 * markup is already right in both modes, and the remount would only redo the work, and throw away
 * blocks that src/theme/CodeBlock/Content/String leaves as server HTML until they are seen.
 *
 * A block whose children are elements, not a string (an HTML `<pre>` with markup in MDX; no page has
 * one today), is server-rendered only (src/components/ServerRendered): the theme's Element content
 * imports the code-block utilities (about 2.5 KB gzip), which would otherwise load with every doc page.
 */
const ElementContent = serverRendered<ComponentProps<typeof ElementContentType>>('CodeBlockElement', () => import('@theme/CodeBlock/Content/Element'));

/** Children as one string when they are only strings, so the block can be copied. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
