import {describe, expect, it} from 'vitest';

import {docsRoutes} from '../fixtures/routes';

describe('the route list', () => {
  it('has 38 docs pages outside the API reference', () => {
    expect(docsRoutes()).toHaveLength(38);
  });
});
