import fs from 'node:fs';
import path from 'node:path';
import {ESLint} from 'eslint';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const fixture = path.join(root, 'tests/fixtures/eslint/Mistakes.tsx');

describe('ESLint config', () => {
  it('names file and line of a hook missing a dependency, an unused variable and an <img> without alt', async () => {
    const eslint = new ESLint({cwd: root});
    // Linted as a component under src/, where the React, hooks and accessibility rules apply.
    const filePath = path.join(root, 'src/components/Mistakes/index.tsx');
    const [result] = await eslint.lintText(fs.readFileSync(fixture, 'utf8'), {filePath});
    const found = result.messages.map((message) => `${message.line}: ${message.ruleId}`);
    expect(result.filePath).toBe(filePath);
    expect(found).toEqual(
      expect.arrayContaining([
        '6: @typescript-eslint/no-unused-vars',
        '9: react-hooks/exhaustive-deps',
        '10: jsx-a11y/alt-text',
      ]),
    );
    expect(result.errorCount).toBeGreaterThanOrEqual(3);
    // Loading the TypeScript parser and every plugin takes seconds on a busy two-core machine: the limit guards a hang.
  }, 60_000);
});
