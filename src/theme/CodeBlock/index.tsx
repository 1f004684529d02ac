import React, {
  isValidElement,
  use,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {Props} from '@theme/CodeBlock';
import type ElementContentType from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import staticText from '@site/src/components/ServerRendered/staticText';

/**
 * The classic theme's CodeBlock, ejected to drop one line: it remounts every block after
 * hydration (`key={String(isBrowser)}`) so that inline Prism colours follow the reader's colour
 * mode. Our Prism theme (src/config/prism.ts) writes CSS variables instead, so the server's
 * markup is already right in both modes, and the remount would only redo the work, and throw away
 * blocks that src/theme/CodeBlock/Content/String leaves as server HTML until they are seen.
 *
 * A block whose children are elements, not a string (an HTML `<pre>` with markup in MDX; no page has
 * one today), is adopted from the server's HTML at hydration (src/components/ServerRendered/staticText)
 * and otherwise rendered by the theme's Element content loaded on demand: that content imports the
 * code-block utilities (about 2.5 KB gzip), which would otherwise load with every doc page.
 */
type ElementProps = ComponentProps<typeof ElementContentType>;
let Element: ComponentType<ElementProps> | undefined;
const loadElement = () => import('@theme/CodeBlock/Content/Element').then((module) => (Element = module.default));

function LazyElement(props: ElementProps): ReactNode {
  const [Loaded, setLoaded] = useState(() => Element);
  useEffect(() => {
    if (Loaded) return undefined;
    let current = true;
    void loadElement().then((loaded) => current && setLoaded(() => loaded));
    return () => {
      current = false;
    };
  }, [Loaded]);
  if (!ExecutionEnvironment.canUseDOM) {
    const Server = Element ?? use(loadElement());
    return <Server {...props} />;
  }
  return Loaded ? <Loaded {...props} /> : null;
}
const ElementContent = staticText('code-block-element', LazyElement);

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
