/**
 * Wraps the API theme's ResponseSchema to tell src/theme/Schema that it renders inside a <ul>
 * (so Schema becomes a list item; WCAG 1.3.1, axe "list").
 */
import type {ComponentProps, ReactNode} from 'react';
import ResponseSchema from '@theme-original/ResponseSchema';

import {SchemaInList} from '../Schema/inList';

export default function ResponseSchemaWrapper(props: ComponentProps<typeof ResponseSchema>): ReactNode {
  return (
    <SchemaInList.Provider value>
      <ResponseSchema {...props} />
    </SchemaInList.Provider>
  );
}
