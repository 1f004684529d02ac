import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Details from '@theme/Details';
import Markdown from '../Markdown';
import type {FieldView, SchemaView} from '../model';

/**
 * The fields of a schema (a schema page, a response body, the items of an array), with the OpenAPI
 * theme's markup and classes so its stylesheet draws them as before. Objects and arrays of objects
 * open in the classic theme's Details (a native <details>, which works before any script runs).
 *
 * Why not the theme's Schema and SchemaItem: they work the wording out of the raw schema in the
 * browser, with a Redux store and a schema-expansion context (about 40 KB gzip with their
 * dependencies); here the page generator has done that (plugins/api-reference/model.ts).
 */

function Value({label, value}: {readonly label: string; readonly value: string}): ReactNode {
  return (
    <div className={label === 'Example:' ? 'openapi-example' : undefined}>
      <strong>{label} </strong>
      <span>
        <code>{value}</code>
      </span>
    </div>
  );
}

interface TitleProps {
  readonly field: FieldView;
  readonly typeClass?: string;
  /** A space before the type, as the theme writes it in parameters and expanders (their copied text reads "name type"). */
  readonly spaced?: boolean;
}

/** Name, type and the required/nullable/deprecated marks: the first line of a field or parameter. */
export function FieldTitle({field, typeClass = 'openapi-schema__name', spaced = false}: TitleProps): ReactNode {
  return (
    <span className="openapi-schema__container">
      <strong className={clsx('openapi-schema__property', field.deprecated && 'openapi-schema__strikethrough')}>
        {field.name}
      </strong>
      {field.type !== undefined && <span className={typeClass}>{spaced ? ` ${field.type}` : field.type}</span>}
      {(field.nullable || field.required || field.deprecated) && <span className="openapi-schema__divider" />}
      {field.nullable && <span className="openapi-schema__nullable">nullable</span>}
      {field.required && <span className="openapi-schema__required">required</span>}
      {field.deprecated && <span className="openapi-schema__deprecated">deprecated</span>}
    </span>
  );
}

/** What follows the title, in the theme's order for schema fields (parameters put the qualifier first). */
export function FieldFacts({
  field,
  qualifierFirst = false,
}: {
  readonly field: FieldView;
  readonly qualifierFirst?: boolean;
}): ReactNode {
  const qualifier = field.qualifier && <Markdown>{field.qualifier}</Markdown>;
  return (
    <>
      {qualifierFirst && qualifier}
      {field.constant !== undefined && <Value label="Constant value:" value={field.constant} />}
      {field.description && <Markdown>{field.description}</Markdown>}
      {!qualifierFirst && qualifier}
      {field.defaultValue !== undefined && <Value label="Default value:" value={field.defaultValue} />}
      {field.example !== undefined && <Value label="Example:" value={field.example} />}
    </>
  );
}

function Field({field}: {readonly field: FieldView}): ReactNode {
  if (!field.children) {
    return (
      <div className="openapi-schema__list-item">
        <div>
          <FieldTitle field={field} />
          <FieldFacts field={field} />
        </div>
      </div>
    );
  }
  return (
    <div className="openapi-schema__list-item">
      <Details
        className="openapi-markdown__details"
        data-collapsed
        summary={
          <summary>
            <FieldTitle field={field} spaced />
          </summary>
        }>
        <div style={{marginLeft: '1rem'}}>
          {/* An expander shows what describes the object, not an example of all of it. */}
          {[field.description, field.qualifier].map(
            (text) =>
              text && (
                <div key={text} style={{marginTop: '.5rem', marginBottom: '.5rem'}}>
                  <Markdown>{text}</Markdown>
                </div>
              ),
          )}
          <ApiFields schema={field.children} />
        </div>
      </Details>
    </div>
  );
}

const BRACKET = {fontSize: 'var(--ifm-code-font-size)', opacity: 0.6, marginLeft: '-.5rem'} as const;

export default function ApiFields({schema}: {readonly schema: SchemaView}): ReactNode {
  const fields = schema.fields.map((field) => <Field key={field.name} field={field} />);
  if (!schema.array) return <>{fields}</>;
  return (
    <>
      <div style={{...BRACKET, paddingBottom: '.5rem'}}>Array [</div>
      {fields}
      <div style={{...BRACKET, paddingTop: '.5rem'}}>]</div>
    </>
  );
}
