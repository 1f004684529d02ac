/**
 * The reference table kit. Every table of reference data renders through ReferenceTable (the
 * labelled, focusable scroll region, the table and its caption), writes data strings with
 * InlineText, and takes its cell helpers from `cellStyles`; Markdown tables use ./MarkdownTable.
 */
import clsx from 'clsx';
import type {ReactNode} from 'react';
import styles from './styles.module.css';

export {InlineText, breakAtUnderscores} from './InlineText';

/** Cell helpers: `nowrap`, `number` (tabular figures), `muted`, `list` (a compact list), `detail` (a second line). */
export const cellStyles = {
  nowrap: styles.nowrap,
  number: styles.number,
  muted: styles.muted,
  list: styles.list,
  detail: styles.detail,
} as const;

interface Props {
  /** Visible caption, also the accessible name of the scroll region. */
  readonly caption: string;
  /** Shown after the caption text, not part of the region's name. */
  readonly captionNote?: ReactNode;
  /** The table's rows: `<thead>` and `<tbody>`. */
  readonly children: ReactNode;
  /** Plain: Infima's table look. Framed: a bordered, compact frame. */
  readonly look?: 'plain' | 'framed';
  /** On narrow screens, show each row as a block with labelled cells (cells need `data-label`). */
  readonly stack?: boolean;
  /** Extra class of the `<table>`, for the component's own column styles. */
  readonly className?: string;
  /** `data-testid` of the region. */
  readonly testId?: string;
}

/**
 * A reference table in a region that scrolls it sideways on narrow screens, so the page never
 * widens. The region is labelled with the caption and keyboard users can focus it and scroll it
 * with the arrow keys.
 */
export default function ReferenceTable({
  caption,
  captionNote,
  children,
  look = 'plain',
  stack = false,
  className,
  testId,
}: Props): ReactNode {
  return (
    <div
      className={clsx(styles.region, look === 'framed' && styles.frame)}
      role="region"
      aria-label={caption}
      // A scrolling region takes focus so a keyboard can scroll it (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-testid={testId}>
      <table className={clsx(styles.table, look === 'framed' && styles.framed, stack && styles.stack, className)}>
        <caption>
          {caption}
          {captionNote}
        </caption>
        {children}
      </table>
    </div>
  );
}
