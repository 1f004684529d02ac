/**
 * The size past which the embedded search index should give way to hosted DocSearch.
 *
 * Why a budget: the dialog downloads and parses the whole index on the first query, so the first
 * search waits for it on a phone's connection, and every page's index adds to it. `npm run
 * bench:scale` measured the cold and warm search times at today's size and at ten times the pages
 * (README, "Search at scale"); past this size the cold first search on a slow phone connection
 * takes more than about a second and a half, and hosted DocSearch (ALGOLIA_* variables, README
 * "Search") answers in the same time whatever the size.
 */
export const EMBEDDED_INDEX_BUDGET_GZIP = 300 * 1024;

export interface IndexSize {
  /** Bytes of the index as served, gzip. */
  readonly gzipBytes: number;
  /** Pages in the index. */
  readonly pages: number;
}

/** The warning to print when the index passes the budget, or undefined when it fits. */
export function indexBudgetWarning(
  {gzipBytes, pages}: IndexSize,
  budget = EMBEDDED_INDEX_BUDGET_GZIP,
): string | undefined {
  if (gzipBytes <= budget) return undefined;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  return (
    `[statlas-search-index] Warning: the embedded search index is ${kb(gzipBytes)} gzip for ${pages} pages, ` +
    `over its budget of ${kb(budget)}: the first search downloads all of it. ` +
    'Switch to hosted DocSearch (set ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME; see the README, "Search").'
  );
}

/** Prints the warning when the index passes the budget (the build goes on). */
export function warnIfIndexOverBudget(size: IndexSize, warn: (message: string) => void = console.warn): void {
  const message = indexBudgetWarning(size);
  if (message) warn(message);
}
