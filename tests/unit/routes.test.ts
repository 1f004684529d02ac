import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {commandGroups, commandHref, commands} from '../../src/data/commands';
import {conditionHref, docRoutes, limitHref} from '../../src/data/routes';

const docsDir = path.resolve(__dirname, '../../docs');

/** Every route string in the map, nested maps included. */
function routesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Object.values(value as Record<string, unknown>).flatMap(routesOf);
}

describe('route map (src/data/routes.ts)', () => {
  const routes = routesOf(docRoutes);

  it.each(routes)('%s is a doc page, served at its file path', (route) => {
    const id = route.replace(/^\/docs\//, '');
    const file = ['.md', '.mdx'].map((ext) => path.join(docsDir, id + ext)).find((candidate) => existsSync(candidate));
    expect(file, `docs/${id}.md(x)`).toBeDefined();
    const frontMatter = readFileSync(file!, 'utf8').match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '';
    expect(frontMatter, `${file} must not change its route with slug or id`).not.toMatch(/^(slug|id):/m);
  });

  it('gives every command group its page and every command a link on it', () => {
    for (const group of commandGroups) {
      expect(group.path).toBe(docRoutes.commandGroups[group.id]);
    }
    for (const command of commands) {
      expect(commandHref(command).startsWith(`${docRoutes.commandGroups[command.group]}#`), command.name).toBe(true);
    }
  });

  it('links condition and limit type rows on their pages', () => {
    expect(conditionHref('top_rank')).toBe('/docs/tools/statroles/settings/conditions#condition-top_rank');
    expect(limitHref('day_range')).toBe('/docs/tools/statroles/settings/limit-types#limit-day_range');
  });
});
