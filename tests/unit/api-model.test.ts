import {describe, expect, it} from 'vitest';
import {paramGroups, responseViews, schemaFields} from '../../plugins/api-reference/model';

/** A small spec fragment of the shapes the reference renders, independent of openapi/statlas.yaml. */
const snowflake = {title: 'Guild ID', type: 'string', pattern: '^[0-9]{17,20}$', example: '613425648685547541'};
const point = {
  type: 'object',
  required: ['time'],
  properties: {
    time: {type: 'string', format: 'date-time', description: 'Start of the bucket.'},
    count: {type: 'integer', minimum: 0, example: 12},
  },
};

describe('API reference model', () => {
  it('names types and constraints in the OpenAPI theme wording, with marks and examples as text', () => {
    const {fields} = schemaFields(
      {
        type: 'object',
        required: ['id', 'kind'],
        properties: {
          id: snowflake,
          kind: {type: 'string', enum: ['text', 'voice'], description: 'Channel type.'},
          parentId: {type: 'string', nullable: true},
          counter: {type: 'boolean', default: false},
        },
      },
      'schema Channel',
    );
    expect(fields.map((f) => f.name)).toEqual(['id', 'kind', 'parentId', 'counter']);
    expect(fields[0]).toMatchObject({type: 'Guild ID', required: true, example: '613425648685547541'});
    expect(fields[0].qualifier).toBe('**Possible values:** Value must match regular expression `^[0-9]{17,20}$`');
    expect(fields[1]).toMatchObject({
      type: 'string',
      description: 'Channel type.',
      qualifier: '**Possible values:** [`text`, `voice`]',
    });
    expect(fields[2]).toMatchObject({nullable: true});
    expect(fields[2].required).toBeUndefined();
    expect(fields[3]).toMatchObject({type: 'boolean', defaultValue: 'false'});
  });

  it('nests the fields of an array of objects and of an allOf, and shows a plain value as one field', () => {
    const {fields} = schemaFields(
      {
        allOf: [
          {type: 'object', required: ['points'], properties: {points: {type: 'array', items: point}}},
          {type: 'object', properties: {total: {type: 'integer'}}},
        ],
      },
      'schema Series',
    );
    expect(fields.map((f) => f.name)).toEqual(['points', 'total']);
    expect(fields[0]).toMatchObject({type: 'object[]', required: true});
    expect(fields[0].children?.array).toBe(true);
    expect(fields[0].children?.fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['time', 'string<date-time>', true],
      ['count', 'integer', undefined],
    ]);

    expect(schemaFields(snowflake, 'schema Guild ID').fields).toEqual([
      expect.objectContaining({name: 'string', type: 'Guild ID', example: '613425648685547541'}),
    ]);
  });

  it('refuses a schema it cannot draw, naming the spec and the place', () => {
    expect(() =>
      schemaFields(
        {type: 'object', properties: {value: {oneOf: [{type: 'string'}, {type: 'integer'}]}}},
        'schema Value',
      ),
    ).toThrow(/openapi\/statlas\.yaml: schema Value\.properties\.value uses `oneOf`/);
  });

  it('groups parameters by location in the theme order, skipping empty locations', () => {
    const groups = paramGroups(
      [
        {name: 'range', in: 'query', schema: {type: 'string', enum: ['7d', '30d'], default: '7d'}},
        {name: 'guildId', in: 'path', required: true, schema: snowflake},
      ],
      'operation getSeries',
    );
    expect(groups.map((g) => g.title)).toEqual(['Path Parameters', 'Query Parameters']);
    expect(groups[0].params[0]).toMatchObject({
      name: 'guildId',
      type: 'Guild ID',
      required: true,
      example: '613425648685547541',
    });
    expect(groups[1].params[0]).toMatchObject({
      name: 'range',
      defaultValue: '7d',
      qualifier: '**Possible values:** [`7d`, `30d`]',
    });
  });

  it('gives each response its headers, and per media type the fields, a generated example and the spec example', () => {
    const [ok, limited] = responseViews(
      {
        '200': {
          description: 'Points, oldest first.',
          content: {'application/json': {schema: point, example: {time: '2026-11-19T00:00:00Z', count: 3}}},
        },
        '429': {
          description: 'Too many requests.',
          headers: {'Retry-After': {description: 'Seconds to wait.', schema: {type: 'integer', example: 17}}},
        },
      },
      'operation getSeries',
    );
    expect(ok.code).toBe('200');
    expect(ok.media).toHaveLength(1);
    expect(ok.media[0].schema?.fields.map((f) => f.name)).toEqual(['time', 'count']);
    expect(ok.media[0].examples.map((e) => e.label)).toEqual(['Example (auto)', 'Example']);
    expect(JSON.parse(ok.media[0].examples[0].code)).toEqual({time: expect.any(String), count: 12});
    expect(JSON.parse(ok.media[0].examples[1].code)).toEqual({time: '2026-11-19T00:00:00Z', count: 3});
    expect(limited.headers).toEqual([
      {name: 'Retry-After', type: 'integer', description: 'Seconds to wait.', example: '17'},
    ]);
    expect(limited.media).toEqual([]);
  });
});
