import {Fragment, type ReactNode} from 'react';

/**
 * Renders a data string with `code spans` as <code> elements. Data modules keep their text as plain
 * strings with backticks, so the same string reads well in a test message and on the page.
 */
export function InlineText({text}: {readonly text: string}): ReactNode {
  const parts = text.split('`');
  return (
    <>
      {parts.map((part, index) =>
        // Odd indexes sit between two backticks.
        index % 2 === 1 ? <code key={index}>{part}</code> : part,
      )}
    </>
  );
}

/** Lets long names such as `reward_announcements` wrap after an underscore instead of widening a table. */
export function breakAtUnderscores(name: string): ReactNode {
  return name.split('_').map((part, index, parts) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          _<wbr />
        </>
      )}
    </Fragment>
  ));
}
