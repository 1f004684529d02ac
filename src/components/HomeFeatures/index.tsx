import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Feature {
  readonly title: string;
  readonly body: string;
  readonly to: string;
  /** Path data of a 24 × 24 outline icon, drawn inline so the page loads no image. */
  readonly icon: string;
}

const capabilities: readonly Feature[] = [
  {
    title: 'Channel counters',
    body: 'Voice channels that show live numbers, such as "Members: 12,408", renamed for you as the server grows.',
    to: '/docs/tools/statdocks/overview',
    icon: 'M4 6h16M4 12h10M4 18h6',
  },
  {
    title: 'Automatic role rewards',
    body: 'Grant a role when a member reaches 500 messages or 10 hours in voice, and take it back when they fall off.',
    to: '/docs/tools/statroles/overview',
    icon: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z',
  },
  {
    title: 'Dashboards',
    body: 'Charts of joins, messages, voice minutes and activity, filtered by channel, role and date range.',
    to: '/docs/guide/dashboard',
    icon: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  },
  {
    title: 'Logging',
    body: 'A log channel that records joins, leaves, role rewards and setting changes, so admins see what changed.',
    to: '/docs/guide/bot',
    icon: 'M6 3h9l4 4v14H6zM9 12h7M9 16h7',
  },
];

const tools: readonly Feature[] = [
  {
    title: 'statdocks',
    body: 'Counter channels from templates with variables, refreshed on a schedule that respects Discord rate limits.',
    to: '/docs/tools/statdocks/overview',
    icon: 'M3 5h18v4H3zM3 11h18v4H3zM3 17h18v2H3z',
  },
  {
    title: 'statroles',
    body: 'Roles by statistics: thresholds, top lists and day ranges decide who holds a role at any moment.',
    to: '/docs/tools/statroles/overview',
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c1-4 4.5-6 8-6s7 2 8 6',
  },
];

function Card({feature}: {feature: Feature}): ReactNode {
  return (
    <li className={styles.card}>
      <svg className={styles.icon} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
        <path d={feature.icon} />
      </svg>
      <Heading as="h3" className={styles.cardTitle}>
        <Link to={feature.to}>{feature.title}</Link>
      </Heading>
      <p>{feature.body}</p>
    </li>
  );
}

/** The home page's capability and companion-tool grids. */
export default function HomeFeatures(): ReactNode {
  return (
    <>
      <section className={styles.section} aria-labelledby="capabilities-heading">
        <div className="container">
          <Heading as="h2" id="capabilities-heading">
            What Statlas does
          </Heading>
          <ul className={styles.grid}>
            {capabilities.map((feature) => (
              <Card key={feature.title} feature={feature} />
            ))}
          </ul>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="tools-heading">
        <div className="container">
          <Heading as="h2" id="tools-heading">
            Two companion tools
          </Heading>
          <ul className={styles.grid}>
            {tools.map((feature) => (
              <Card key={feature.title} feature={feature} />
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
