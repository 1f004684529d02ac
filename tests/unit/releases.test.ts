/**
 * The release history (src/data/releases.ts): every item names a subject that exists in src/data,
 * shows it in its text, releases are in order with real dates, and each announcement post exists.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {commands} from '../../src/data/commands';
import {counterVariables} from '../../src/data/counterVariables';
import {limitTypes} from '../../src/data/limitTypes';
import {permissionLevels} from '../../src/data/permissions';
import {planLimits} from '../../src/data/plans';
import {
  featureRoutes,
  formatReleaseDate,
  releaseAdding,
  releases,
  subjectCode,
  type ReleaseSubject,
} from '../../src/data/releases';
import {roleConditions} from '../../src/data/roleConditions';
import {settings} from '../../src/data/settings';

const blogDir = path.resolve(__dirname, '../../blog');
const postSlugs = readdirSync(blogDir)
  .filter((file) => file.endsWith('.md') || file.endsWith('.mdx'))
  .map((file) => readFileSync(path.join(blogDir, file), 'utf8').match(/^slug:\s*(\S+)/m)?.[1]);

/** Why a subject does not resolve, or undefined. */
function unresolved(subject: ReleaseSubject): string | undefined {
  if ('command' in subject) {
    const command = commands.find((candidate) => candidate.name === subject.command);
    if (!command) return `no command /${subject.command}`;
    if (subject.option && !command.options.some((option) => option.name === subject.option))
      return `/${subject.command} has no option ${subject.option}`;
    return undefined;
  }
  if ('setting' in subject) return settings.some((s) => s.key === subject.setting) ? undefined : 'no such setting';
  if ('variable' in subject) return counterVariables.some((v) => v.id === subject.variable) ? undefined : 'no variable';
  if ('condition' in subject)
    return roleConditions.some((c) => c.id === subject.condition) ? undefined : 'no condition';
  if ('limitType' in subject) return limitTypes.some((l) => l.id === subject.limitType) ? undefined : 'no limit type';
  if ('level' in subject) return permissionLevels.some((l) => l.id === subject.level) ? undefined : 'no level';
  if ('planLimit' in subject) return planLimits.some((l) => l.id === subject.planLimit) ? undefined : 'no plan limit';
  if ('feature' in subject) return subject.feature in featureRoutes ? undefined : 'no feature route';
  return undefined;
}

describe('release history', () => {
  const items = releases.flatMap((release) => release.items.map((item) => ({release, item})));

  it('names a subject of src/data in every item', () => {
    for (const {release, item} of items) {
      expect(unresolved(item.subject), `${release.id}: ${item.text}`).toBeUndefined();
    }
  });

  it('shows the subject’s code in the item’s text', () => {
    for (const {release, item} of items) {
      const code = subjectCode(item.subject);
      if (code) expect(item.text, `${release.id}: ${item.text}`).toContain(code);
    }
  });

  it('lists releases oldest first, with valid dates, unique ids and versions', () => {
    const dates = releases.map((release) => release.date);
    for (const date of dates) {
      expect(date).toMatch(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/);
      expect(formatReleaseDate(date)).toMatch(/^(\d{1,2} )?[A-Z][a-z]+ \d{4}$/);
    }
    expect([...dates].sort()).toEqual(dates);
    const ids = releases.map((release) => release.id);
    expect(new Set(ids).size).toBe(ids.length);
    const versions = releases.flatMap((release) => (release.version ? [release.version] : []));
    expect(new Set(versions).size).toBe(versions.length);
    for (const release of releases) {
      expect(release.version ?? release.title, release.id).toBeTruthy();
      expect(release.items.length, release.id).toBeGreaterThan(0);
    }
  });

  it('links each release to a blog post that exists', () => {
    for (const release of releases) {
      if (release.post) expect(postSlugs, release.id).toContain(release.post);
    }
  });

  it('adds each subject once: a second "added" item would make a New in label ambiguous', () => {
    const added = items.filter(({item}) => item.kind === 'added').map(({item}) => JSON.stringify(item.subject));
    expect(new Set(added).size).toBe(added.length);
  });

  it('finds the release that added a subject', () => {
    expect(releaseAdding({limitType: 'day_range'})?.version).toBe('2.3');
    expect(releaseAdding({command: 'stats top', option: 'limit'})?.version).toBe('2.3');
    expect(releaseAdding({command: 'stats top'})).toBeUndefined();
  });
});
