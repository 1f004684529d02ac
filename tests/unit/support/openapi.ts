/** The OpenAPI spec as the unit tests read it, and `$ref` resolution within it. */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';

export const siteDir = path.resolve(__dirname, '../../..');

/* eslint-disable @typescript-eslint/no-explicit-any -- a parsed YAML document is untyped */
export const spec: any = parse(fs.readFileSync(path.join(siteDir, 'openapi/statlas.yaml'), 'utf8'));

/** A node of the spec with its `$ref` followed (one level), or the node itself. */
export function deref(node: any): any {
  if (node && typeof node.$ref === 'string') {
    return node.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((at: any, key: string) => at[key], spec);
  }
  return node;
}
