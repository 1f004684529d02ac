/**
 * The API theme's response headers, with one change: the headers sit in a <div>, not a
 * <ul>. Each header is a SchemaItem, which renders a <div>, and a <ul> may only hold <li>
 * children (WCAG 1.3.1, axe "list"). A wrapper cannot change the element, hence this copy
 * of the theme's 15-line component (docusaurus-theme-openapi-docs 5.2.0).
 */
import type {ReactNode} from 'react';
import SchemaItem from '@theme/SchemaItem';
import {getSchemaName} from 'docusaurus-theme-openapi-docs/lib/markdown/schema';

type Props = {
  responseHeaders?: Record<string, {description?: string; example?: string; schema?: {type?: string; format?: string}}>;
};

export default function ResponseHeaders({responseHeaders}: Props): ReactNode {
  if (!responseHeaders) return null;
  return (
    <div style={{marginLeft: '1rem'}}>
      {Object.entries(responseHeaders).map(([name, schema]) => (
        <SchemaItem
          key={name}
          name={name}
          collapsible={false}
          schemaName={getSchemaName(schema as Parameters<typeof getSchemaName>[0])}
          schema={schema}
          discriminator={false}
          children={null}
        />
      ))}
    </div>
  );
}
