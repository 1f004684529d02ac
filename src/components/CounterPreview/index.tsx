import type {ReactNode} from 'react';
import {renderCounterTemplate} from '@site/src/data/counterVariables';
import ReferenceTable from '@site/src/components/ReferenceTable';
import styles from './styles.module.css';

interface CounterPreviewProps {
  /** One template, or several shown as rows, e.g. `Members: {members}`. */
  readonly template: string | readonly string[];
  /** Locale of the `locale` setting used to format numbers. */
  readonly locale?: string;
  /** Caption above the preview. */
  readonly caption?: string;
}

function SpeakerIcon(): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" />
    </svg>
  );
}

/**
 * Shows counter templates next to the channel names Statlas gives them, using the example
 * values of src/data/counterVariables.ts. Pure render: the same HTML on the server and in the browser.
 */
export default function CounterPreview({
  template,
  locale = 'en-US',
  caption = 'Template and resulting channel name',
}: CounterPreviewProps): ReactNode {
  const templates: readonly string[] = typeof template === 'string' ? [template] : template;
  return (
    <ReferenceTable
      look="framed"
      caption={caption}
      stack
      captionNote={
        locale !== 'en-US' ? (
          <span className={styles.locale}>
            {' '}
            (locale <code>{locale}</code>)
          </span>
        ) : null
      }>
      <thead>
        <tr>
          <th scope="col">Template</th>
          <th scope="col">Channel name in Discord</th>
        </tr>
      </thead>
      <tbody>
        {templates.map((item) => (
          <tr key={item}>
            <td data-label="Template" className={styles.cell}>
              <code className={styles.template}>{item}</code>
            </td>
            <td data-label="Channel name" className={styles.cell}>
              <span className={styles.channel}>
                <SpeakerIcon />
                <span>{renderCounterTemplate(item, locale)}</span>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </ReferenceTable>
  );
}
