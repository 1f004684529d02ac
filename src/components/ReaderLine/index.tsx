import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {getReader, isReaderId} from '@site/src/data/readers';
import {docRoutes} from '@site/src/data/routes';
import styles from './styles.module.css';

/**
 * The line under a docs page's title that says who the page is for ("For managers: …"), from the page's
 * `reader:` front matter and src/data/readers.ts. Renders nothing for a page without a reader.
 *
 * A `div`, not a `p`: the embedded search index makes records of paragraphs, and the same line on every
 * page would make "manager" or "admin" match every page of that reader.
 */
export default function ReaderLine({reader}: {readonly reader: unknown}): ReactNode {
  if (!isReaderId(reader)) return null;
  const info = getReader(reader);
  return (
    <div className={styles.reader} data-reader={info.id}>
      <strong>{info.heading}:</strong> {info.summary}
      {info.id !== 'everyone' && info.id !== 'developer' && (
        <>
          {' '}
          <Link to={docRoutes.permissions}>What the levels allow</Link>
        </>
      )}
    </div>
  );
}
