import type {Page} from '@playwright/test';

/**
 * What went wrong on a page while a test used it: console errors and warnings, uncaught
 * exceptions, requests to hosts other than the site and, with `responses`, failed requests and
 * HTTP statuses of 400 or more. Each finding names `current` (the step the test is on).
 */
export interface PageWatch {
  problems: string[];
  /** Requests to other hosts, also listed in `problems`. */
  foreign: string[];
  /** Uncaught exceptions, also listed in `problems`. */
  uncaught: string[];
  current: string;
  /** Accepts the 404 status of the document at `pathname` (a deliberate not-found page): Chromium logs it. */
  allowNotFound(pathname: string): void;
  /** Requests the page has started and that have neither finished nor failed yet. */
  pending(): number;
}

export interface WatchOptions {
  /** Also report failed requests and responses with status >= 400. */
  responses?: boolean;
  /** Other hosts the test answers itself with page.route (so nothing goes to the network). */
  allowedHosts?: RegExp;
}

export function watchPage(page: Page, siteURL: string, options: WatchOptions = {}): PageWatch {
  const own = new URL(siteURL).host;
  const accepted: Array<(url: string, status: number) => boolean> = [];
  const isAllowed = (url: string, status: number) => accepted.some((accept) => accept(url, status));
  const inFlight = new Set<unknown>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  const state: PageWatch = {
    pending: () => inFlight.size,
    problems: [],
    foreign: [],
    uncaught: [],
    current: '',
    allowNotFound: (pathname) => accepted.push((url, status) => status === 404 && new URL(url).pathname === pathname),
  };
  const report = (what: string) =>
    state.problems.push(state.current ? `${state.current}: ${what}` : `${what} (${page.url()})`);
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    // Chromium logs the status of an expected 404 document as a console error.
    const status = /status of (\d{3})/.exec(text);
    if (status && isAllowed(message.location().url, Number(status[1]))) return;
    report(`console ${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => {
    state.uncaught.push(`${page.url()}: ${error.name}: ${error.message}`);
    report(`uncaught ${error.name}: ${error.message}`);
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.protocol.startsWith('http') || url.host === own || options.allowedHosts?.test(url.host)) return;
    state.foreign.push(request.url());
    report(`request to another host: ${request.url()}`);
  });
  if (options.responses) {
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? 'failed';
      // A navigation that replaces the page aborts requests still in flight: not a failure of the page.
      if (reason === 'net::ERR_ABORTED' && request.resourceType() !== 'document') return;
      report(`request failed (${reason}): ${request.method()} ${request.url()}`);
    });
    page.on('response', (response) => {
      const status = response.status();
      if (status < 400 || isAllowed(response.url(), status)) return;
      report(`HTTP ${status}: ${response.request().method()} ${response.url()}`);
    });
  }
  return state;
}
