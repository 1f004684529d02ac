import {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

/**
 * A Markdown table (src/theme/MDXComponents maps `table` here). Infima makes it its own horizontal
 * scroller; it joins the tab order only while it overflows its column, so keyboard users can focus
 * it and scroll it with the arrow keys (WCAG 2.1.1). A table that fits adds no tab stop.
 */
export function MarkdownTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [scrolls, setScrolls] = useState(false);

  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const measure = () => setScrolls(table.scrollWidth > table.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);

  // A table that scrolls sideways takes focus so a keyboard can scroll it (axe: scrollable-region-focusable).
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
  return <table {...props} ref={ref} tabIndex={scrolls ? 0 : undefined} />;
}
