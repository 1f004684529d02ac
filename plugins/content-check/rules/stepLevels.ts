/**
 * Every step is runnable by whoever the page says runs it. The page's `reader:` (src/data/readers.ts)
 * runs every command on the page, unless the sentence names someone else:
 *
 * - "an admin runs", "a manager runs", "a viewer runs", "any member runs", also "can …", "may …" and
 *   "to …" with any verb ("ask an admin to run", "members can see … with"), "uses", a possessive of a level ("an admin's `/data reset`"; not "a member's", which names whose data), and "the owner" for admin, covers the commands in the rest of
 *   that sentence, up to the next such phrase, and, when the sentence ends with a colon, the code
 *   block right after it.
 * - `<LevelBadge level="admin" />` right after a command marks that command alone.
 *
 * A step fails when its command (src/data/commands.ts) needs a higher level than its runner holds.
 * A page with no reader (a blog post may have none) is checked only where a sentence names the runner.
 */
import {permits, type PermissionLevelId} from '../../../src/data/permissions';
import {getReader, isReaderId} from '../../../src/data/readers';
import {withImport} from '../fix';
import {commandOf, units} from '../source';
import type {ContentFile, ContentProblem, ContentRule} from '../types';

const runnerLevels: Record<string, PermissionLevelId> = {
  admin: 'admin',
  owner: 'admin',
  manager: 'manager',
  viewer: 'viewer',
  member: 'everyone',
};

/** "an admin runs", "ask an admin to run", "admins can use", "the owner runs"… */
export const runnerPhrase =
  /\b(?:an?|any|the|your)?\s*(?:(admin|owner|manager|viewer|member)s?\s+(?:then\s+)?(?:(?:can|may|to)\s+[a-z]+|runs|run|uses|use)\b|(admin|owner|manager|viewer)['’]s\s)/gi;

/** "an admin", "a manager", "a member" (for everyone). */
const who = (level: PermissionLevelId) =>
  level === 'admin' ? 'an admin' : level === 'everyone' ? 'any member' : `a ${level}`;

/** A `<LevelBadge level="…" />` right after a command marks the level that runs it. */
const badgeAfter = /^`[\s,;:]*<LevelBadge\s+level="(everyone|viewer|manager|admin)"/;

/** Text with code spans' characters replaced by `x`, so that the dots of `/docs/x.md` end no sentence. */
const maskCode = (text: string) => text.replace(/`[^`\n]*`/g, (code) => '`' + 'x'.repeat(code.length - 2) + '`');

/** Position of the last sentence end (". ", "? ", "! ", or ": " before more text) in a masked text. */
function lastSentenceEnd(masked: string): number {
  let last = -1;
  for (const m of masked.matchAll(/[.?!](?=\s|$)/g)) last = m.index;
  return last;
}

interface Runner {
  readonly phrase: string;
  readonly level: PermissionLevelId;
}

/** The runner a sentence names for the text at `position`, or null. */
function runnerAt(text: string, position: number): Runner | null {
  const before = maskCode(text.slice(0, position));
  let found: Runner | null = null;
  for (const m of before.matchAll(runnerPhrase)) {
    const between = before.slice(m.index + m[0].length);
    if (lastSentenceEnd(between) >= 0) continue;
    found = {phrase: m[0].trim(), level: runnerLevels[(m[1] ?? m[2]).toLowerCase()]};
  }
  return found;
}

export const stepLevels: ContentRule = (file: ContentFile) => {
  const reader = isReaderId(file.frontMatter.reader) ? getReader(file.frontMatter.reader) : null;
  const all = units(file.source);
  const problems: ContentProblem[] = [];
  const check = (line: number, snippet: string, runner: Runner | null) => {
    const found = /^(?:\/|s!)/.test(snippet) ? commandOf(snippet) : null;
    if (!found) return;
    const required = found.command.permission;
    if (runner) {
      if (!permits(runner.level, required)) {
        problems.push({
          file: file.file,
          line,
          rule: 'step-level',
          message: `${snippet}: /${found.command.name} needs the ${required} level, but "${runner.phrase}" says ${who(runner.level)} runs it`,
        });
      }
      return;
    }
    if (reader && !permits(reader.level, required)) {
      problems.push({
        file: file.file,
        line,
        rule: 'step-level',
        message:
          `${snippet}: /${found.command.name} needs the ${required} level and the page's reader is ${reader.id}: ` +
          `rewrite the step for ${who(reader.level)}, or say who runs it ("${who(required)} runs …" or ${withImport(`<LevelBadge level="${required}" />`)} right after the command)`,
      });
    }
  };
  all.forEach((unit, index) => {
    if (unit.code) {
      // A code block takes the runner of the sentence before it, when that sentence ends with a colon.
      const previous = all[index - 1];
      let runner: Runner | null = null;
      if (previous && !previous.code) {
        const text = previous.lines.join('\n').trimEnd();
        if (text.endsWith(':')) runner = runnerAt(text, text.length);
      }
      unit.lines.forEach((line, offset) => check(unit.start + offset, line.trim(), runner));
      return;
    }
    const text = unit.lines.join('\n');
    for (const m of text.matchAll(/`([^`\n]+)`/g)) {
      const line = unit.start + text.slice(0, m.index).split('\n').length - 1;
      const badge = text.slice(m.index + m[0].length - 1).match(badgeAfter);
      const runner = badge
        ? {phrase: `<LevelBadge level="${badge[1]}" />`, level: badge[1] as PermissionLevelId}
        : runnerAt(text, m.index);
      check(line, m[1].trim(), runner);
    }
  });
  return problems;
};
