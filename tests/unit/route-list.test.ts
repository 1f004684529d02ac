import {describe, expect, it} from 'vitest';

import {docsRoutes} from '../fixtures/routes';

describe('the route list', () => {
  it('has 37 docs pages outside the API reference', () => {
    expect(docsRoutes()).toHaveLength(37);
  });
});
