/**
 * Wraps the API theme's RequestSchema to tell src/theme/Schema that it renders inside a <ul>
 * (so Schema becomes a list item; WCAG 1.3.1, axe "list").
 */
import type {ComponentProps, ReactNode} from 'react';
import RequestSchema from '@theme-original/RequestSchema';

import {SchemaInList} from '../Schema/inList';

export default function RequestSchemaWrapper(props: ComponentProps<typeof RequestSchema>): ReactNode {
  return (
    <SchemaInList.Provider value>
      <RequestSchema {...props} />
    </SchemaInList.Provider>
  );
}
