import type {ReactNode} from 'react';
import styles from './styles.module.css';

interface Props {
  /** Accessible name of the scroll region, usually the table caption. */
  readonly label: string;
  readonly children: ReactNode;
  readonly testId?: string;
}

/**
 * A focusable region that scrolls a wide table sideways on narrow screens, so the page layout
 * never widens. Keyboard users can focus it and scroll with the arrow keys.
 */
export default function TableScroll({label, children, testId}: Props): ReactNode {
  return (
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0} data-testid={testId}>
      {children}
    </div>
  );
}
