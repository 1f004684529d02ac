/**
 * What the API components render: fields, parameters and responses as the page generator
 * (plugins/api-reference/model.ts) worked them out from the spec at build time. All wording that
 * depends on the schema (type names, "Possible values", examples) is already text here, so the
 * browser runs no schema logic.
 */

/** One property, parameter or header. `description` and `qualifier` are Markdown. */
export interface FieldView {
  readonly name: string;
  /** The type as shown after the name: `integer`, `string<date-time>`, `object[]`, a title. */
  readonly type?: string;
  readonly required?: true;
  readonly nullable?: true;
  readonly deprecated?: true;
  readonly description?: string;
  /** "**Possible values:** …" (pattern, range, enum). */
  readonly qualifier?: string;
  readonly constant?: string;
  readonly defaultValue?: string;
  readonly example?: string;
  /** The fields of an object, or of the objects in an array: shown in a collapsed expander. */
  readonly children?: SchemaView;
}

export interface SchemaView {
  /** True when the fields are those of each item of an array (shown between `Array [` and `]`). */
  readonly array?: true;
  readonly fields: readonly FieldView[];
}

/** The parameters of one location (path, query, header, cookie). */
export interface ParamGroupView {
  readonly title: string;
  readonly params: readonly FieldView[];
}

/** One example of a response body, already formatted. */
export interface ExampleView {
  readonly label: string;
  readonly language: string;
  readonly code: string;
}

export interface MediaView {
  readonly mimeType: string;
  /** Undefined when the response has no schema ("No schema"). */
  readonly schema?: SchemaView;
  readonly examples: readonly ExampleView[];
}

export interface ResponseView {
  readonly code: string;
  readonly description?: string;
  readonly headers: readonly FieldView[];
  readonly media: readonly MediaView[];
}
