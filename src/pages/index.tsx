import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import HomeFeatures from '@site/src/components/HomeFeatures';
import {API_INFO_ROUTE} from '@site/src/config/apiRoutes';
import {links} from '@site/src/config/links';
import styles from './index.module.css';

function Hero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <p className={styles.eyebrow}>Trusted by over 700,000 communities and businesses</p>
        <Heading as="h1" className={styles.title}>
          Know your Discord server by the numbers
        </Heading>
        <p className={styles.lead}>
          Statlas counts members, messages, voice time and activity, keeps counter channels up to date, rewards active
          members with roles and shows it all on a live dashboard.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/guide/welcome">
            Read the guide
          </Link>
          <Link className="button button--secondary button--lg" href={links.invite}>
            Add Statlas to Discord
          </Link>
        </div>
      </div>
    </header>
  );
}

function Paths(): ReactNode {
  return (
    <section className={styles.paths} aria-labelledby="paths-heading">
      <div className="container">
        <Heading as="h2" id="paths-heading">
          Where to go next
        </Heading>
        <ul className={styles.pathList}>
          <li>
            <Link to="/docs/guide/setup">Set up Statlas in five minutes</Link>
            <span>Invite the bot, pick a log channel and make your first counter.</span>
          </li>
          <li>
            <Link to={API_INFO_ROUTE}>Build on the statistics API</Link>
            <span>Read member, message and voice statistics from your own code.</span>
          </li>
          <li>
            <Link to="/blog">Read the blog</Link>
            <span>Release notes, patch notes and newsletters.</span>
          </li>
        </ul>
      </div>
    </section>
  );
}

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title="Statistics bot for Discord" description={siteConfig.tagline}>
      {/* The hero is the page's own header, inside main: the site's banner landmark is the announcement bar. */}
      <main>
        <Hero />
        <HomeFeatures />
        <Paths />
      </main>
    </Layout>
  );
}
