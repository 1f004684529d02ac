import type {ReactNode} from 'react';
import {renderCounterTemplate} from '@site/src/data/counterVariables';
import ReferenceTable from '@site/src/components/ReferenceTable';
import {exampleServer} from '@site/src/data/exampleServer';
import styles from './styles.module.css';

interface CounterPreviewProps {
  /** One template, or several shown as rows, e.g. `Members: {members}`. */
  readonly template: string | readonly string[];
  /** Locale of the `locale` setting used to format numbers. */
  readonly locale?: string;
  /** Caption above the preview. */
  readonly caption?: string;
  /**
   * `table` (default): each template beside its channel name. `channels`: the channel names as the top
   * of the example server's Discord channel list, in a category above its text channels.
   */
  readonly layout?: 'table' | 'channels';
  /** Category of the counters in the `channels` layout. */
  readonly category?: string;
}

function SpeakerIcon(): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" />
    </svg>
  );
}

function LockIcon(): ReactNode {
  return (
    <svg className={styles.lock} viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </svg>
  );
}

function HashIcon(): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M10 3 8 21M16 3l-2 18M4 8.5h17M3 15.5h17" />
    </svg>
  );
}

/**
 * The top of the example server's channel list in Discord's colours (light and dark theme): the
 * counters as locked voice channels in their category, then the text channels. A list of lists, so a
 * screen reader hears each category and its channels.
 */
function ChannelList({names, category, caption}: {readonly names: readonly string[]; readonly category: string; readonly caption: string}): ReactNode {
  const {channels} = exampleServer;
  return (
    <figure className={styles.sidebar} aria-label={caption}>
      <p className={styles.server}>{exampleServer.name}</p>
      <ul className={styles.categories}>
        <li>
          <span className={styles.category}>{category}</span>
          <ul className={styles.channels} aria-label={`${category}, locked voice channels`}>
            {names.map((name) => (
              <li key={name} className={styles.row}>
                <SpeakerIcon />
                <span className={styles.name}>{name}</span>
                <LockIcon />
              </li>
            ))}
          </ul>
        </li>
        <li>
          <span className={styles.category}>TEXT CHANNELS</span>
          <ul className={styles.channels} aria-label="Text channels">
            {[channels.announcements, channels.general, channels.memes].map((name) => (
              <li key={name} className={styles.row}>
                <HashIcon />
                <span className={styles.name}>{name}</span>
              </li>
            ))}
          </ul>
        </li>
      </ul>
    </figure>
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
  layout = 'table',
  category = exampleServer.channels.statsCategory,
}: CounterPreviewProps): ReactNode {
  const templates: readonly string[] = typeof template === 'string' ? [template] : template;
  if (layout === 'channels') {
    return <ChannelList names={templates.map((item) => renderCounterTemplate(item, locale))} category={category} caption={caption} />;
  }
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
