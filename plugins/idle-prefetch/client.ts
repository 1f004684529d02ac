/**
 * Client module of plugins/idle-prefetch: `window.docusaurus.prefetch` queues, and the queue is
 * prefetched in idle time, at most about 8 ms of work per idle callback (see ./index.ts for why).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

interface DocusaurusClient {
  prefetch: (url: string) => false | Promise<void[]>;
  preload: (url: string) => false | Promise<void[]>;
}

/** Work per idle callback: Lighthouse's 4x CPU slowdown keeps it under a 50 ms long task. */
const BUDGET_MS = 8;

function install(): void {
  const client = (window as unknown as {docusaurus?: DocusaurusClient}).docusaurus;
  if (!client || (client as {idlePrefetch?: true} & DocusaurusClient).idlePrefetch) return;
  const queue: string[] = [];
  let scheduled = false;
  const whenIdle = (run: () => void) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(run, {timeout: 3000})
      : window.setTimeout(run, 200);
  const flush = () => {
    const end = performance.now() + BUDGET_MS;
    while (queue.length > 0 && performance.now() < end) void client.prefetch(queue.shift()!);
    if (queue.length > 0) whenIdle(flush);
    else scheduled = false;
  };
  (window as unknown as {docusaurus: DocusaurusClient & {idlePrefetch: true}}).docusaurus = Object.freeze({
    preload: client.preload,
    prefetch(url: string) {
      queue.push(url);
      if (!scheduled) {
        scheduled = true;
        whenIdle(flush);
      }
      return false as const;
    },
    idlePrefetch: true as const,
  });
}

// Docusaurus sets `window.docusaurus` right after the client modules are evaluated, in the same task;
// the first prefetch comes after hydration.
if (ExecutionEnvironment.canUseDOM) queueMicrotask(install);
