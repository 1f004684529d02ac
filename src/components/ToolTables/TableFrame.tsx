import type {ReactNode} from 'react';
import styles from './styles.module.css';

interface TableFrameProps {
  /** Visible caption, also the accessible name of the scrollable region. */
  readonly caption: string;
  /** Shown after the caption text, not part of the region's name. */
  readonly captionNote?: ReactNode;
  readonly children: ReactNode;
  /** On narrow screens, show each row as a block with labelled cells (cells need `data-label`). */
  readonly stack?: boolean;
}

/**
 * A horizontally scrollable, keyboard-focusable frame around a reference table.
 * On narrow screens the table scrolls inside the frame instead of stretching the page, or,
 * with `stack`, shows each row as a labelled block.
 */
export default function TableFrame({caption, captionNote, children, stack = false}: TableFrameProps): ReactNode {
  return (
    <div className={styles.frame} role="region" aria-label={caption} tabIndex={0}>
      <table className={stack ? `${styles.table} ${styles.stack}` : styles.table}>
        <caption className={styles.caption}>
          {caption}
          {captionNote}
        </caption>
        {children}
      </table>
    </div>
  );
}
