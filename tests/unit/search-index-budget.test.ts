import {describe, expect, it, vi} from 'vitest';

import {
  EMBEDDED_INDEX_BUDGET_GZIP,
  indexBudgetWarning,
  warnIfIndexOverBudget,
} from '../../plugins/search/indexer/budget';

describe('embedded search index budget', () => {
  it('says nothing while the index fits, up to the budget itself', () => {
    expect(indexBudgetWarning({gzipBytes: 60 * 1024, pages: 71})).toBeUndefined();
    expect(indexBudgetWarning({gzipBytes: EMBEDDED_INDEX_BUDGET_GZIP, pages: 700})).toBeUndefined();
  });

  it('warns one byte past the budget, with the size, the page count and what to switch to', () => {
    const message = indexBudgetWarning({gzipBytes: EMBEDDED_INDEX_BUDGET_GZIP + 1, pages: 712});
    expect(message).toContain(`${(EMBEDDED_INDEX_BUDGET_GZIP / 1024 + 1 / 1024).toFixed(1)} KB gzip for 712 pages`);
    expect(message).toContain(`budget of ${(EMBEDDED_INDEX_BUDGET_GZIP / 1024).toFixed(1)} KB`);
    expect(message).toMatch(/ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME/);
  });

  it('takes another budget', () => {
    expect(indexBudgetWarning({gzipBytes: 2048, pages: 3}, 1024)).toMatch(
      /2\.0 KB gzip for 3 pages, over its budget of 1\.0 KB/,
    );
  });

  it('prints the warning only when the index is over budget', () => {
    const warn = vi.fn();
    warnIfIndexOverBudget({gzipBytes: 1024, pages: 2}, warn);
    expect(warn).not.toHaveBeenCalled();
    warnIfIndexOverBudget({gzipBytes: EMBEDDED_INDEX_BUDGET_GZIP * 2, pages: 1400}, warn);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/^\[statlas-search-index\] Warning: the embedded search index is /);
  });
});
