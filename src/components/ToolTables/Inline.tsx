import type {ReactNode} from 'react';

/**
 * Renders a data string in which `backticks` mark code, so the data modules can stay
 * plain strings and the tables still show tokens and option names as code.
 */
export default function Inline({text}: {text: string}): ReactNode {
  const parts = text.split('`');
  return parts.map((part, index) =>
    index % 2 === 1 ? <code key={index}>{part}</code> : part,
  );
}
