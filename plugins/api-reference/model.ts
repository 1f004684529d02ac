/**
 * Turns the spec's parameters, responses and schemas into what ./theme/ApiPage renders (the types of
 * ./theme/ApiPage/model.ts), at page-generation time. Type names and "Possible values" use the
 * OpenAPI theme's own wording (./openapi-internals.ts), so the pages read as the theme's did; the
 * browser then only lays out finished text.
 *
 * Supported: objects (nested to any depth), arrays, `allOf` (merged), enums, patterns and ranges,
 * nullable, deprecated, defaults and examples. `oneOf`, `anyOf` and `not` are refused with the
 * schema's place in the spec, rather than drawn as an empty field.
 */
import type {ExampleView, FieldView, MediaView, ParamGroupView, ResponseView, SchemaView} from './theme/ApiPage/model';
import {getQualifierMessage, getSchemaName, sampleResponseFromSchema} from './openapi-internals';
import {specFile} from './spec.mjs';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Schema = any;

const show = (value: unknown): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/** allOf merged into one object schema (properties and required lists joined). */
function merged(schema: Schema, where: string): Schema {
  for (const key of ['oneOf', 'anyOf', 'not']) {
    if (schema?.[key]) {
      throw new Error(
        `${specFile()}: ${where} uses \`${key}\`, which the API reference pages do not render yet (add it to plugins/api-reference/model.ts).`,
      );
    }
  }
  if (!schema?.allOf) return schema;
  const {allOf, ...rest} = schema;
  return (allOf as Schema[])
    .map((part, i) => merged(part, `${where}.allOf[${i}]`))
    .reduce(
      (acc, part) => ({
        ...acc,
        ...part,
        properties: {...acc.properties, ...part.properties},
        required: [...(acc.required ?? []), ...(part.required ?? [])],
      }),
      {...rest, properties: {...rest.properties}, required: [...(rest.required ?? [])]},
    );
}

/** The fields inside an object, or inside the objects of an array; undefined for a plain value. */
function childrenOf(schema: Schema, where: string): SchemaView | undefined {
  if (schema.type === 'array' || schema.items) {
    const items = merged(schema.items ?? {}, `${where}.items`);
    const inner = childrenOf(items, `${where}.items`);
    return inner && !inner.array ? {array: true, fields: inner.fields} : undefined;
  }
  if (schema.properties && Object.keys(schema.properties).length > 0) return schemaFields(schema, where);
  return undefined;
}

function field(name: string, raw: Schema, where: string, required: boolean): FieldView {
  const schema = merged(raw, where);
  const nullable = schema.nullable || (Array.isArray(schema.type) && schema.type.includes('null'));
  const view: FieldView = {
    name,
    type: getSchemaName(schema) || undefined,
    ...(nullable ? {nullable: true as const} : {}),
    ...(required ? {required: true as const} : {}),
    ...(schema.deprecated ? {deprecated: true as const} : {}),
    description: schema.description,
    qualifier: getQualifierMessage(schema),
    constant: schema.const === undefined ? undefined : show(schema.const),
    defaultValue: schema.default === undefined ? undefined : show(schema.default),
    example: schema.example === undefined ? undefined : show(schema.example),
    children: childrenOf(schema, where),
  };
  return view;
}

/** The fields of an object schema; a plain-value schema becomes one field named after its type. */
export function schemaFields(raw: Schema, where: string): SchemaView {
  const schema = merged(raw, where);
  if (schema.properties) {
    const required = new Set<string>(schema.required ?? []);
    return {
      fields: Object.entries(schema.properties as Record<string, Schema>).map(([name, prop]) =>
        field(name, prop, `${where}.properties.${name}`, required.has(name)),
      ),
    };
  }
  const children = childrenOf(schema, where);
  if (children) return children;
  // A plain value (a string with a pattern, say): the theme shows its type where the name goes.
  const {type: _type, ...rest} = field(show(schema.type ?? 'any'), schema, where, false);
  return {fields: [{...rest, type: schema.title}]};
}

const LOCATIONS: [string, string][] = [
  ['path', 'Path Parameters'],
  ['query', 'Query Parameters'],
  ['header', 'Header Parameters'],
  ['cookie', 'Cookie Parameters'],
];

/** Parameters grouped by location, as the theme's ParamsDetails lists them. */
export function paramGroups(parameters: Schema[] | undefined, where: string): ParamGroupView[] {
  return LOCATIONS.flatMap(([location, title]) => {
    const params = (parameters ?? []).filter((p) => p.in === location);
    if (params.length === 0) return [];
    return [
      {
        title,
        params: params.map((p): FieldView => {
          const schema = merged(p.schema ?? {type: 'any'}, `${where} parameter ${p.name}`);
          const example = p.example ?? schema.example;
          const defaultValue = schema.items ? schema.items.default : schema.default;
          return {
            name: p.name,
            type: getSchemaName({type: 'any', ...schema}) || undefined,
            ...(p.required ? {required: true as const} : {}),
            ...(p.deprecated ? {deprecated: true as const} : {}),
            description: p.description,
            qualifier: getQualifierMessage(schema),
            constant: schema.const === undefined ? undefined : show(schema.const),
            defaultValue: defaultValue === undefined ? undefined : show(defaultValue),
            example: example === undefined ? undefined : show(example),
          };
        }),
      },
    ];
  });
}

function languageOf(mimeType: string): string {
  if (mimeType.endsWith('json')) return 'json';
  if (mimeType.endsWith('xml')) return 'xml';
  return 'shell';
}

function media(mimeType: string, content: Schema, where: string): MediaView {
  const language = languageOf(mimeType);
  const format = (value: unknown) => (typeof value === 'object' ? JSON.stringify(value, null, 2) : String(value));
  const schema = content.schema ? merged(content.schema, `${where}.schema`) : undefined;
  const hasSchema = schema && !(schema.properties && Object.keys(schema.properties).length === 0);
  const examples: ExampleView[] = [];
  if (hasSchema && language === 'json') {
    examples.push({label: 'Example (auto)', language, code: format(sampleResponseFromSchema(schema))});
  }
  for (const [name, example] of Object.entries((content.examples ?? {}) as Record<string, {value?: unknown}>)) {
    examples.push({label: name, language, code: format(example.value)});
  }
  if (content.example !== undefined) examples.push({label: 'Example', language, code: format(content.example)});
  return {
    mimeType,
    schema: hasSchema ? schemaFields(schema, `${where}.schema`) : undefined,
    examples,
  };
}

/** An operation's responses, in the order of the spec. */
export function responseViews(responses: Record<string, Schema> | undefined, where: string): ResponseView[] {
  return Object.entries(responses ?? {}).map(([code, response]) => ({
    code,
    description: response.description,
    headers: Object.entries((response.headers ?? {}) as Record<string, Schema>).map(([name, header]) => {
      const schema = header.schema ?? {};
      return {
        name,
        type: getSchemaName(schema) || undefined,
        ...(header.required ? {required: true as const} : {}),
        description: header.description,
        example: (header.example ?? schema.example) === undefined ? undefined : show(header.example ?? schema.example),
      };
    }),
    media: Object.entries((response.content ?? {}) as Record<string, Schema>).map(([mimeType, content]) =>
      media(mimeType, content, `${where} response ${code} ${mimeType}`),
    ),
  }));
}
/* eslint-enable @typescript-eslint/no-explicit-any */
