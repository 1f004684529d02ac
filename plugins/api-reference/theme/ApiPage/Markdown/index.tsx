import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';

/**
 * The descriptions of parameters, fields and responses, and the "Possible values" lines. Why not
 * the OpenAPI theme's Markdown component: it brings react-markdown, remark-gfm and rehype-raw
 * (about 90 KB gzip in the browser). The spec's descriptions use a small subset of Markdown,
 * rendered here: paragraphs, "-" lists, `code`, **bold**, *emphasis* and [links](/docs/...). Raw
 * HTML is shown as text.
 */

const INLINE = /(`[^`]+`)|(\*\*[^*]+\*\*)|(\*[^*\s][^*]*\*)|(\[[^\]]+\]\([^)\s]+\))/g;

export function renderInline(text: string, keyPrefix = 'i'): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let index = 0;
  for (const match of text.matchAll(INLINE)) {
    const start = match.index ?? 0;
    if (start > last) out.push(text.slice(last, start));
    const token = match[0];
    const key = `${keyPrefix}-${index++}`;
    if (match[1]) {
      out.push(<code key={key}>{token.slice(1, -1)}</code>);
    } else if (match[2]) {
      out.push(<strong key={key}>{renderInline(token.slice(2, -2), key)}</strong>);
    } else if (match[3]) {
      out.push(<em key={key}>{renderInline(token.slice(1, -1), key)}</em>);
    } else {
      const [, label, href] = token.match(/^\[([^\]]+)\]\(([^)\s]+)\)$/) ?? [];
      out.push(
        <Link key={key} to={href}>
          {renderInline(label ?? '', key)}
        </Link>,
      );
    }
    last = start + token.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function renderBlocks(source: string): ReactNode[] {
  return source
    .trim()
    .split(/\n\s*\n/)
    .map((block, i) => {
      const lines = block.split('\n').map((line) => line.trim());
      if (lines.every((line) => /^[-*] /.test(line))) {
        return (
          <ul key={i}>
            {lines.map((line, j) => (
              <li key={j}>{renderInline(line.slice(2), `${i}-${j}`)}</li>
            ))}
          </ul>
        );
      }
      return <p key={i}>{renderInline(lines.join(' '), String(i))}</p>;
    });
}

export default function Markdown({children}: {readonly children?: unknown}): ReactNode {
  if (typeof children !== 'string' || children.trim() === '') {
    return null;
  }
  return <>{renderBlocks(children)}</>;
}
