import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import remarkApiErrors, {apiErrors, errorHref} from '../../plugins/api-reference/errors';
import {API_ERRORS_ROUTE, API_LANGUAGE_GROUP} from '../../src/config/apiRoutes';
import {codeSamplesMd} from '../../plugins/api-reference/samples';

/**
 * The API errors page is the spec's error responses: every 4xx response an operation answers has a section
 * with its status, body, cause and fix, anchored by its `error` code, and the API docs share one language
 * choice.
 */
const siteDir = path.resolve(__dirname, '../..');
/* eslint-disable @typescript-eslint/no-explicit-any */
const spec: any = parse(fs.readFileSync(path.join(siteDir, 'openapi/statlas.yaml'), 'utf8'));
const errors = apiErrors(spec);

describe('the errors of the spec', () => {
  it('are every 4xx response of every operation, each under one status', () => {
    const answered = new Set<string>();
    for (const item of Object.values<any>(spec.paths))
      for (const op of Object.values<any>(item))
        for (const status of Object.keys(op.responses)) if (/^4/.test(status)) answered.add(status);
    expect(errors.map((e) => e.status).sort()).toEqual([...answered].sort());
  });

  it('each has an `error` code its schema allows, a cause, a fix and the operations that answer it', () => {
    for (const error of errors) {
      const media = spec.components.responses[error.component].content['application/json'];
      const schema = media.schema.$ref ? spec.components.schemas[media.schema.$ref.split('/').pop()] : media.schema;
      expect(schema.properties.error.enum, error.component).toEqual([error.code]);
      expect(error.cause.length, error.component).toBeGreaterThan(20);
      expect(error.fix.length, error.component).toBeGreaterThan(20);
      expect(error.operations.length, error.component).toBeGreaterThan(0);
      expect(error.statusText, error.status).not.toBe('');
    }
    expect(new Set(errors.map((e) => e.code)).size).toBe(errors.length);
  });

  it('are the rows of the error table in the spec’s introduction', () => {
    for (const error of errors) expect(spec.info.description).toContain(`| \`${error.status}\` \`${error.code}\` |`);
  });

  it('refuses a response without a fix', () => {
    const broken = structuredClone(spec);
    delete broken.components.responses.TooManyRequests['x-fix'];
    expect(() => apiErrors(broken)).toThrow(/TooManyRequests has no `x-fix`/);
  });
});

describe('<ApiErrors />', () => {
  const tree: any = {type: 'root', children: [{type: 'mdxJsxFlowElement', name: 'ApiErrors', attributes: []}]};
  remarkApiErrors({siteDir})(tree);
  const headings = tree.children.filter((n: any) => n.type === 'heading');

  it('becomes one section per error, anchored by its code, with the body as JSON', () => {
    expect(headings.map((h: any) => h.data.hProperties.id)).toEqual(errors.map((e) => e.code));
    const bodies = tree.children
      .filter((n: any) => n.type === 'paragraph' && n.children[0].type === 'inlineCode' && n.children.length === 1)
      .map((n: any) => JSON.parse(n.children[0].value));
    expect(bodies).toEqual(errors.map((e) => e.body));
    const text = JSON.stringify(tree);
    for (const error of errors) expect(text).toContain(`${error.status} ${error.statusText}`);
  });

  it('links each error from its section’s address', () => {
    expect(errorHref('rate_limited')).toBe(`${API_ERRORS_ROUTE}#rate_limited`);
  });
});

describe('one language choice across the API docs', () => {
  it('the quickstart and the operation pages use the same tab group', () => {
    const page = fs.readFileSync(path.join(siteDir, 'docs/developers/api-quickstart.mdx'), 'utf8');
    const groups = Array.from(page.matchAll(/<Tabs groupId=\{?"?([\w-]+)"?\}?/g), (m) => m[1]);
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) expect(group).toBe('API_LANGUAGE_GROUP');
    const samples = codeSamplesMd({method: 'get', path: '/x', parameters: []}, 'https://api.statlas.app/v1');
    expect(samples).toContain(`groupId="${API_LANGUAGE_GROUP}"`);
  });
});
