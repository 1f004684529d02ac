import type {ReactNode} from 'react';
import styles from './styles.module.css';

interface TableFrameProps {
  /** Visible caption, also the accessible name of the scrollable region. */
  readonly caption: string;
  readonly children: ReactNode;
}

/**
 * A horizontally scrollable, keyboard-focusable frame around a reference table.
 * On narrow screens the table scrolls inside the frame instead of stretching the page.
 */
export default function TableFrame({caption, children}: TableFrameProps): ReactNode {
  return (
    <div className={styles.frame} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
