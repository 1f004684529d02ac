/**
 * Every constant of the ranking is in one typed object (plugins/search/engine/ranking.ts): the engine
 * writes no number of its own but 0 and 1.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import ts from 'typescript';
import {describe, expect, it} from 'vitest';

import {RANKING} from '../../plugins/search/engine/ranking';

const engineDir = path.resolve(__dirname, '../../plugins/search/engine');

/** The numeric literals of a TypeScript source other than 0 and 1, with their lines. */
function numbersIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isNumericLiteral(node) || ts.isBigIntLiteral(node)) && !['0', '1'].includes(node.text))
      found.push(`line ${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.text}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the ranking constants', () => {
  it('engine.ts holds no numeric literal but 0 and 1', () => {
    expect(numbersIn(path.join(engineDir, 'engine.ts'))).toEqual([]);
  });

  it('the check finds a literal where there is one', () => {
    expect(numbersIn(path.join(engineDir, 'ranking.ts')).length).toBeGreaterThan(0);
  });

  it('are all positive numbers, each stated once in RANKING', () => {
    const leaves: number[] = [];
    const walk = (value: unknown) => {
      if (typeof value === 'number') leaves.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    walk(RANKING);
    expect(leaves.length).toBeGreaterThan(0);
    for (const value of leaves) expect(value).toBeGreaterThan(0);
  });
});
