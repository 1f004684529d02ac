import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {links} from '../../src/config/links';
import {codeSamples, sampleRequest} from '../../plugins/api-reference/samples';
import {
  FETCHED_SPEC,
  LOCAL_SPEC,
  SPEC_URL_ENV,
  existingSpecFile,
  fetchSpec,
  specFile as generatedFrom,
  specUrl,
} from '../../plugins/api-reference/spec.mjs';

const siteDir = path.resolve(__dirname, '../..');
const specFile = path.join(siteDir, LOCAL_SPEC);
/* eslint-disable @typescript-eslint/no-explicit-any */
const spec: any = parse(fs.readFileSync(specFile, 'utf8'));

const OPERATION_IDS = [
  'get-activities',
  'get-guild-activity-series',
  'get-guild-channel',
  'get-guild-channel-counts',
  'get-guild-channels',
  'get-guild-member-count-series',
  'get-guild-member-counts',
  'get-guild-member-stats',
  'get-guild-message-series',
  'get-guild-message-sums',
  'get-guild-status-series',
  'get-guild-top-activity-series',
  'get-guild-top-message-channels',
  'get-guild-top-message-members',
  'get-guild-top-voice-channels',
  'get-guild-top-voice-members',
  'get-guild-voice-series',
  'get-guild-voice-sums',
];

const kebab = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

const operations = Object.entries(spec.paths as Record<string, Record<string, any>>).flatMap(([p, item]) =>
  Object.entries(item).map(([method, op]) => ({path: p, method, op})),
);

function deref(obj: any): any {
  if (obj && typeof obj.$ref === 'string') {
    return obj.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((node: any, key: string) => node[key.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
  }
  return obj;
}

function runLint(file: string) {
  const result = spawnSync(process.execPath, [path.join(siteDir, 'scripts/lint-api.mjs'), file], {
    cwd: siteDir,
    encoding: 'utf8',
  });
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

describe('openapi/statlas.yaml', () => {
  it('describes the Statlas API v0.1, labelled v1, on the host of src/config/links.ts', () => {
    expect(spec.openapi).toMatch(/^3\.(0|1)\./);
    expect(spec.info.title).toBe('Statlas API');
    expect(spec.info.version).toBe('0.1');
    expect(spec.info['x-api-label']).toBe('v1');
    expect(spec.servers.map((s: any) => s.url)).toEqual([`${links.apiHost}/v1`]);
  });

  it("links its introduction only to Statlas's hosts as src/config/links.ts names them (the status page)", () => {
    const urls = String(spec.info.description).match(/https:\/\/[a-z.]*statlas\.app[^\s)"\\]*/g) ?? [];
    const known = Object.values(links).filter((v): v is string => typeof v === 'string');
    expect(urls).toContain(links.status);
    for (const url of urls)
      expect(
        known.some((k) => url.startsWith(k)),
        url,
      ).toBe(true);
  });

  it('has the eighteen operations of the route table, each with a tag that has a description', () => {
    expect(operations.map((o) => kebab(o.op.operationId)).sort()).toEqual(OPERATION_IDS);
    const tags = new Map(spec.tags.map((t: any) => [t.name, t.description]));
    expect([...tags.keys()].sort()).toEqual(['activity', 'channels', 'members', 'messages', 'status', 'voice']);
    for (const {op} of operations) {
      expect(op.tags).toHaveLength(1);
      expect(tags.get(op.tags[0])).toBeTruthy();
    }
  });

  it('has exactly the six component schemas whose pages the route table lists', () => {
    const schemas = spec.components.schemas;
    expect(Object.keys(schemas).sort()).toEqual(
      ['AggregateChannel', 'Channel', 'ChannelId', 'GuildId', 'RateLimitHeaders', 'UnauthorizedError'].sort(),
    );
    const ids = Object.entries(schemas).map(([key, s]: [string, any]) =>
      (s.title ?? key).toLowerCase().replace(/\s+/g, '-'),
    );
    expect(ids.sort()).toEqual([
      'aggregatechannel',
      'channel',
      'channel-id',
      'guild-id',
      'ratelimitheaders',
      'unauthorizederror',
    ]);
  });

  it('documents every operation fully: summary, description, typed parameters with examples, 200, 401 and 429', () => {
    for (const {op} of operations) {
      expect(op.summary, op.operationId).toBeTruthy();
      expect(op.description?.length, op.operationId).toBeGreaterThan(80);
      for (const param of (op.parameters ?? []).map(deref)) {
        expect(param.description, `${op.operationId} ${param.name}`).toBeTruthy();
        expect(deref(param.schema), `${op.operationId} ${param.name}`).toBeTruthy();
        expect(param.example ?? deref(param.schema).example, `${op.operationId} ${param.name}`).toBeDefined();
      }
      const ok = deref(op.responses['200']);
      expect(ok.content['application/json'].schema, op.operationId).toBeTruthy();
      expect(ok.content['application/json'].example, op.operationId).toBeTruthy();
      const unauthorized = deref(op.responses['401']);
      expect(unauthorized.content['application/json'].schema.$ref).toBe('#/components/schemas/UnauthorizedError');
      const limited = deref(op.responses['429']);
      expect(Object.keys(limited.headers).sort()).toEqual(
        ['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'].sort(),
      );
    }
  });

  it('requires a bearer API key on every operation', () => {
    expect(spec.security).toEqual([{apiKey: []}]);
    expect(spec.components.securitySchemes.apiKey).toMatchObject({type: 'http', scheme: 'bearer'});
    expect(operations.every(({op}) => op.security === undefined)).toBe(true);
  });

  it('passes npm run lint:api', () => {
    const {status, output} = runLint(LOCAL_SPEC);
    expect(output).toContain('valid');
    expect(status).toBe(0);
  }, 120_000);

  it('fails validation of a broken copy with a message naming the file and the fault', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'statlas-api-spec-'));
    const broken = path.join(dir, 'statlas-broken.yaml');
    const source = fs.readFileSync(specFile, 'utf8');
    fs.writeFileSync(
      broken,
      source.replace(
        '      operationId: getGuildMemberCounts\n',
        '      operationId: getGuildMemberCounts\n      responsez: {}\n',
      ),
    );
    try {
      const {status, output} = runLint(broken);
      expect(status).toBe(1);
      expect(output).toMatch(/statlas-broken\.yaml:\d+:\d+/);
      expect(output).toContain('Property `responsez` is not expected here');
      expect(output).toContain(`lint:api: ${broken} is not a valid OpenAPI document`);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  }, 120_000);
});

describe('spec source', () => {
  const remote = 'https://specs.example.com/statlas.yaml';

  it('is the local file by default and an https URL from STATLAS_OPENAPI_URL', () => {
    expect(specUrl({})).toBeUndefined();
    expect(specUrl({[SPEC_URL_ENV]: ' '})).toBeUndefined();
    expect(specUrl({[SPEC_URL_ENV]: remote})).toBe(remote);
    expect(() => specUrl({[SPEC_URL_ENV]: 'http://specs.example.com/statlas.yaml'})).toThrow(/https/);
    expect(() => specUrl({[SPEC_URL_ENV]: 'not a url'})).toThrow(SPEC_URL_ENV);
  });

  it('generates from the local file, or from the one fetched copy when a URL is set', () => {
    expect(generatedFrom({})).toBe(LOCAL_SPEC);
    expect(generatedFrom({[SPEC_URL_ENV]: remote})).toBe(FETCHED_SPEC);
  });

  it('fetches a remote spec once into the copy that generation and the download read', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'statlas-api-fetch-'));
    const text = 'openapi: 3.1.0\ninfo: {title: Remote, version: "9"}\npaths: {}\n';
    const requested: string[] = [];
    const fakeFetch = (async (url: string) => {
      requested.push(url);
      return new Response(text, {status: 200});
    }) as unknown as typeof fetch;
    try {
      const env = {[SPEC_URL_ENV]: remote};
      expect(() => existingSpecFile(dir, env)).toThrow(/npm run lint:api/);
      expect(await fetchSpec(dir, env, fakeFetch)).toBe(FETCHED_SPEC);
      expect(requested).toEqual([remote]);
      expect(existingSpecFile(dir, env)).toBe(FETCHED_SPEC);
      expect(fs.readFileSync(path.join(dir, FETCHED_SPEC), 'utf8')).toBe(text);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it('names the URL and the status when the fetch fails, and fetches nothing without a URL', async () => {
    const failing = (async () => new Response('gone', {status: 404})) as unknown as typeof fetch;
    await expect(fetchSpec(os.tmpdir(), {[SPEC_URL_ENV]: remote}, failing)).rejects.toThrow(
      `${remote} (${SPEC_URL_ENV}): HTTP 404`,
    );
    const never = (async () => {
      throw new Error('no request expected');
    }) as unknown as typeof fetch;
    expect(await fetchSpec(os.tmpdir(), {}, never)).toBe(LOCAL_SPEC);
  });
});

describe('code samples', () => {
  const op = operations.find((o) => o.op.operationId === 'getGuildMessageSeries')!;
  const api = {method: op.method, path: op.path, parameters: op.op.parameters.map(deref)};

  it('fill path parameters with their examples and keep the narrowing filters out', () => {
    const {url, query} = sampleRequest(api, `${links.apiHost}/v1`);
    expect(url).toBe(`${links.apiHost}/v1/guilds/613425648685547541/messages/series`);
    expect(query.map(([k]) => k)).toEqual(['range', 'interval']);
  });

  it('exist for curl, JavaScript and Python and send the key as a bearer token', () => {
    const samples = codeSamples(api, `${links.apiHost}/v1`);
    expect(samples.map((s) => s.label)).toEqual(['curl', 'JavaScript', 'Python']);
    for (const sample of samples) {
      expect(sample.code).toContain(`${links.apiHost}/v1/guilds/613425648685547541/messages/series`);
      expect(sample.code).toMatch(/Authorization.*Bearer/);
    }
  });
});

describe("readers' phrases", () => {
  it('are not in the spec: they are search data (plugins/search/phrases/api.yml), not part of the API', () => {
    const holders = JSON.stringify(spec);
    expect(holders).not.toContain('x-keywords');
    expect(fs.readFileSync(path.join(path.dirname(specFile), 'templates/api.mustache'), 'utf8')).not.toMatch(
      /keywords/,
    );
    expect(fs.readFileSync(path.join(path.dirname(specFile), 'templates/schema.mustache'), 'utf8')).not.toMatch(
      /keywords/,
    );
  });
});
