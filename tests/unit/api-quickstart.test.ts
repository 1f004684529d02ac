import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {exampleServer} from '../../src/data/exampleServer';
import {formatLimitValue, getPlanLimit, plans} from '../../src/data/plans';
import {deref, siteDir, spec} from './support/openapi';

/**
 * The API quickstart works as written against the OpenAPI spec: every request it shows is an operation of
 * the spec with its path parameters, query parameters and allowed values, it sends the key the way the
 * security scheme says, every header it reads is one the spec defines on the responses it reads it from,
 * and every JSON body it shows is an example of the spec. The spec and the page also agree on which
 * responses carry the rate-limit headers.
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
const page = fs.readFileSync(path.join(siteDir, 'docs/developers/api-quickstart.mdx'), 'utf8');

const operations = Object.entries(spec.paths as Record<string, Record<string, any>>).flatMap(([p, item]) =>
  Object.entries(item).map(([method, op]) => ({path: p, method, op, parameters: (op.parameters ?? []).map(deref)})),
);

/** Fenced code blocks of the page with their language. */
const blocks = Array.from(page.matchAll(/^\s*```(\w+)\n([\s\S]*?)^\s*```/gm), (m) => ({lang: m[1], code: m[2]}));
const code = blocks.filter((b) => ['bash', 'js', 'python'].includes(b.lang));

/** Every API path the code requests: full URLs, and paths passed to the page's own client function. */
const requested = code.flatMap((b) => [
  ...Array.from(b.code.matchAll(/https:\/\/api\.statlas\.app\/v1(\/[^\s'"`\\]+)/g), (m) => m[1]),
  ...Array.from(b.code.matchAll(/statlas\(['"](\/[^'"]+)['"]\)/g), (m) => m[1]),
]);

/** The operation a concrete path matches, with its path parameter values. */
function match(pathWithQuery: string) {
  const [pathname, query = ''] = pathWithQuery.split('?');
  for (const operation of operations) {
    const names: string[] = [];
    const pattern = new RegExp(
      `^${operation.path.replace(/\{(\w+)\}/g, (_: string, name: string) => (names.push(name), '([^/]+)'))}$`,
    );
    const m = pathname.match(pattern);
    if (m)
      return {
        operation,
        pathValues: Object.fromEntries(names.map((n, i) => [n, m[i + 1]])),
        query: new URLSearchParams(query),
      };
  }
  return null;
}

/** True when a value fits a parameter's schema (pattern, enum, integer bounds). */
function fits(param: any, value: string): boolean {
  const schema = deref(param.schema);
  if (schema.pattern && !new RegExp(schema.pattern).test(value)) return false;
  if (schema.enum && !schema.enum.map(String).includes(value)) return false;
  if (schema.type === 'integer' && !/^\d+$/.test(value)) return false;
  return true;
}

describe('the API quickstart', () => {
  it('shows requests', () => {
    expect(requested.length).toBeGreaterThanOrEqual(6);
  });

  for (const request of new Set(requested)) {
    it(`requests ${request} as the spec defines it`, () => {
      const found = match(request);
      expect(found, `${request} is a path of the spec`).not.toBeNull();
      const {operation, pathValues, query} = found!;
      expect(operation.method).toBe('get');
      for (const param of operation.parameters.filter((p: any) => p.in === 'path')) {
        expect(fits(param, pathValues[param.name]), `${param.name}=${pathValues[param.name]}`).toBe(true);
      }
      for (const [name, value] of query) {
        const param = operation.parameters.find((p: any) => p.in === 'query' && p.name === name);
        expect(param, `${operation.op.operationId} has a query parameter ${name}`).toBeDefined();
        expect(fits(param, value), `${name}=${value}`).toBe(true);
      }
    });
  }

  it('uses the example server, whose ID is the one in the spec', () => {
    expect(deref(spec.components.parameters.guildId).example).toBe(exampleServer.id);
    expect(requested.every((r) => r.includes(`/guilds/${exampleServer.id}/`) || !r.startsWith('/guilds/'))).toBe(true);
  });

  it('sends the key as the bearer token of the security scheme, in every language', () => {
    expect(spec.components.securitySchemes.apiKey).toMatchObject({type: 'http', scheme: 'bearer'});
    for (const block of code.filter((b) => /api\.statlas\.app|API \+ path/.test(b.code))) {
      expect(block.code, block.lang).toMatch(
        /Authorization["']?\s*[:=]\s*[`"'f]*Bearer \$\{?|-H "Authorization: Bearer \$STATLAS_API_KEY"|\{"Authorization": f"Bearer \{/,
      );
    }
    for (const lang of ['bash', 'js', 'python'])
      expect(code.some((b) => b.lang === lang && b.code.includes('Bearer'))).toBe(true);
  });

  it('reads only headers that the spec defines on the responses it reads them from', () => {
    const defined = new Set(Object.keys(spec.components.headers).map((h) => h.toLowerCase()));
    const read = new Set(Array.from(page.matchAll(/\b(X-RateLimit-\w+|Retry-After)\b/gi), (m) => m[1].toLowerCase()));
    expect(read.size).toBe(4);
    for (const header of read) expect(defined, header).toContain(header);
    const tooMany = deref(spec.components.responses.TooManyRequests);
    expect(Object.keys(tooMany.headers)).toContain('Retry-After');
  });

  it('shows only JSON bodies that are examples of the spec', () => {
    const examples: unknown[] = [];
    for (const {op} of operations) {
      for (const response of Object.values(op.responses ?? {})) {
        const example = deref(response).content?.['application/json']?.example;
        if (example) examples.push(example);
      }
    }
    const bodies = blocks.filter((b) => b.lang === 'json').map((b) => JSON.parse(b.code));
    expect(bodies.length).toBe(4);
    for (const body of bodies) expect(examples).toContainEqual(body);
    for (const name of ['Unauthorized', 'NotFound', 'TooManyRequests']) {
      expect(bodies).toContainEqual(spec.components.responses[name].content['application/json'].example);
    }
  });

  it('shows the header values of the spec examples', () => {
    const http = blocks.find((b) => b.lang === 'http')!.code;
    for (const name of ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']) {
      expect(http).toContain(`${name.toLowerCase()}: ${spec.components.headers[name].schema.example}`);
    }
  });
});

describe('rate-limit headers in the spec and the prose', () => {
  it('are on every response of every operation but 401, and 401 has none', () => {
    for (const {op} of operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        const headers = Object.keys(deref(response).headers ?? {});
        if (status === '401') expect(headers, `${op.operationId} ${status}`).toEqual([]);
        else
          expect(headers, `${op.operationId} ${status}`).toEqual(
            expect.arrayContaining(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']),
          );
      }
    }
  });

  it('are described that way by the spec and the quickstart', () => {
    expect(spec.info.description).toMatch(/A `401` response carries none/);
    expect(page).toMatch(/A `401` response has no rate-limit headers/);
  });

  it("the spec's prose figures are those of src/data/plans.ts", () => {
    // Compared as prose: where a line of the YAML wraps does not matter.
    const prose = spec.info.description.replace(/\s+/g, ' ');
    const rate = getPlanLimit('api-rate-limit');
    const [free, premium, ultimate] = plans.map((p) => formatLimitValue(rate, p.id).split(' ')[0]);
    expect(prose).toContain(`${free} requests per minute on Free, ${premium} on Premium and ${ultimate} on Ultimate`);
    expect(spec.components.headers['X-RateLimit-Limit'].description).toContain(
      `${free} on Free, ${premium} on Premium, ${ultimate} on Ultimate`,
    );
    const history = getPlanLimit('history');
    const [freeDays, premiumDays, ultimateDays] = plans.map((p) => formatLimitValue(history, p.id));
    expect(prose).toContain(`${freeDays} on Free, ${premiumDays} on Premium and ${ultimateDays} on Ultimate`);
    expect(spec.components.parameters.range.description.replace(/\s+/g, ' ')).toContain(
      `(${freeDays} on Free, ${premiumDays} on Premium, ${ultimateDays} on Ultimate)`,
    );
    const keys = getPlanLimit('api-keys');
    expect(prose).toContain(
      `can hold ${formatLimitValue(keys, 'free').split(' ')[0]} key, Premium servers ${formatLimitValue(keys, 'premium').split(' ')[0]} and Ultimate servers ${formatLimitValue(keys, 'ultimate').split(' ')[0]}`,
    );
  });
});
