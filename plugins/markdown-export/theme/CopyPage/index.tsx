import {useState, type ReactNode} from 'react';
import {markdownPath} from '../../twin';
import styles from './styles.module.css';

async function markdownBlob(url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return new Blob([await response.text()], {type: 'text/plain'});
}

/**
 * "Copy page" copies the page's Markdown; "Markdown" opens it. The Markdown is fetched only on
 * click, so the button adds nothing to the page load. The result is announced to screen readers.
 */
export default function CopyPage({permalink}: {readonly permalink: string}): ReactNode {
  const [status, setStatus] = useState('');
  const url = markdownPath(permalink);

  async function copy(): Promise<void> {
    setStatus('');
    try {
      if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
        // A ClipboardItem built from a promise keeps the click's permission while the fetch runs.
        await navigator.clipboard.write([new ClipboardItem({'text/plain': markdownBlob(url)})]);
      } else {
        await navigator.clipboard.writeText(await (await markdownBlob(url)).text());
      }
      setStatus('Page copied as Markdown.');
    } catch {
      setStatus('Copying failed: open the Markdown version and copy it from there.');
    }
  }

  return (
    <div className={styles.bar} data-testid="copy-page" data-print="hide">
      <button type="button" className="button button--sm button--secondary" onClick={() => void copy()}>
        Copy page
      </button>
      {/* The Markdown twin is a static file, not a route: a plain link, not the client router. */}
      {/* eslint-disable-next-line @docusaurus/no-html-links */}
      <a className={styles.link} href={url} type="text/markdown">
        View as Markdown
      </a>
      <span className={styles.status} role="status" aria-live="polite">
        {status}
      </span>
    </div>
  );
}
