/**
 * Docusaurus prefetches the chunks of every link that comes into view; this plugin makes it do so in
 * idle time, a few at a time, instead of in one burst right after hydration.
 *
 * Why: `<Link>` calls `window.docusaurus.prefetch(url)` from an IntersectionObserver when it becomes
 * visible, and each call appends one `<link rel="prefetch">` per chunk of the target route. On a doc
 * page the links in the first screen made that one task of about 30 ms of main thread right after
 * hydration (a CPU profile of /docs/guide/setup at 412 px), the longest task after main.js, which
 * Lighthouse counts as blocking time. Prefetching only speeds up a later navigation, so it can wait for
 * idle time. The client module (./client.ts) replaces `window.docusaurus` (Docusaurus's client API,
 * a frozen object) with one whose `prefetch` queues the URL and prefetches in `requestIdleCallback`,
 * at most about 8 ms of work per callback. `preload` (hover and touch, before a navigation) is
 * unchanged. decisions/hydrate-what-shows.md has the figures.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'statlas-idle-prefetch',
    getClientModules() {
      return [path.resolve(__dirname, 'client.ts')];
    },
  };
}
