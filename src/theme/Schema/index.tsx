/**
 * Wraps the API theme's Schema in an <li> where it is a list's child. Why: RequestSchema and
 * ResponseSchema render Schema as the child of a <ul>, but Schema renders <div>s, and a <ul>
 * may only hold <li> children (WCAG 1.3.1, axe "list"). Schema pages use it outside a list,
 * so the wrappers of those two components (src/theme/RequestSchema, ResponseSchema) say when.
 */
import {useContext, type ComponentProps, type ReactNode} from 'react';
import Schema from '@theme-original/Schema';

import {SchemaInList} from './inList';

export default function SchemaWrapper(props: ComponentProps<typeof Schema>): ReactNode {
  const inList = useContext(SchemaInList);
  if (!inList) return <Schema {...props} />;
  return (
    <li className="statlas-schema-item">
      <Schema {...props} />
    </li>
  );
}
