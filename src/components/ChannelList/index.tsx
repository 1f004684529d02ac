import type {ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * The top of the example server's channel list as Discord draws it: counter channels (locked voice
 * channels) in their category, then the text channels. The counter channels' names are those of
 * CounterPreview, from the same templates and example values.
 *
 * Writers pass `counters` (templates, as for CounterPreview); the discord-messages remark plugin
 * (plugins/discord-messages) renders them with the example values and adds the example server's
 * name, category and text channels at build time, so the page loads no data module for it. No hooks,
 * no state: server-rendered markup and CSS only.
 */
interface Props {
  /** Counter templates such as `Members: {members}` (read by the remark plugin). */
  readonly counters?: readonly string[];
  /** Locale of the numbers (read by the remark plugin). */
  readonly locale?: string;
  /** Accessible name of the figure. */
  readonly caption: string;
  /** Category of the counters; the plugin fills in the example server's. */
  readonly category?: string;
  /** Set by the remark plugin: the counter channels' names. */
  readonly names?: readonly string[];
  /** Set by the remark plugin: the example server's name and text channels. */
  readonly server?: string;
  readonly textChannels?: readonly string[];
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
    <svg className={styles.icon} viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
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

export default function ChannelList({caption, category, names, server, textChannels}: Props): ReactNode {
  if (!names || !server || !category || !textChannels) {
    throw new Error('ChannelList: the discord-messages remark plugin did not run on this page (see docusaurus.config.ts)');
  }
  return (
    <figure className={styles.sidebar} aria-label={caption}>
      <p className={styles.server}>{server}</p>
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
            {textChannels.map((name) => (
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
