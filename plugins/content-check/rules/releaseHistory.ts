/**
 * A blog post keeps its history, but says where a later release differs from it. A post fails when it
 * mentions a subject of src/data/releases.ts (a command, option, period, setting, counter variable,
 * condition, limit type, level, plan limit or feature) that a release dated after the post
 *
 * - added: the post describes a feature before its release (the statroles launch explaining removals
 *   with day ranges that arrived in 2.3), or
 * - changed a plan limit, or removed anything: the post states a fact that release changed (Free's
 *   refresh blamed on Discord, which 2.3's 5-minute refresh contradicts). Other changes (a reply
 *   reworded, a switch that keeps its state) rarely contradict a post, and are left to the writer,
 *
 *
 * unless the post carries an editor's note dated on or after that release that names it (its version,
 * name or changelog anchor) or the subject:
 *
 *     :::note[Editor's note, 7 December 2026]
 *     Day ranges arrived later, with the `days` option of [Statlas 2.3](/docs/resources/changelog#v2-3).
 *     :::
 *
 * The note is an admonition (`note`, `info`, `tip`, `caution` or `warning`) titled "Editor's note, "
 * and the day it was written, as `7 December 2026` or `2026-12-07`, right after the paragraph or list
 * item it corrects. Mentions inside editor's notes do not count.
 */
import {
  formatReleaseDate,
  releaseHref,
  releaseName,
  releases,
  subjectCode,
  type Release,
  type ReleaseItem,
  type ReleaseSubject,
} from '../../../src/data/releases';
import {editorsNotes} from '../fix';
import {readText} from '../source';
import type {ContentFile, ContentProblem, ContentRule} from '../types';

const rule = 'release-history';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Words a post uses for a subject that has no code of its own, or besides its code. */
const subjectWords: Readonly<Record<string, RegExp>> = {
  'planLimit:counter-refresh': /\brefresh(?:es|ed)?\b[^.]{0,60}?\b\d+ minutes\b|\b\d+-minute refresh/i,
  'planLimit:role-rewards': /\b\d+ role rewards\b/i,
  'planLimit:history': /\b\d+ days of (?:statistics )?history\b/i,
  'feature:category-counters': /\bcategory counters?\b/i,
  'feature:dashboard-compare': /\bcompare (?:switch|to previous)\b/i,
  'feature:saved-filters': /\bsaved filters?\b/i,
  'feature:csv-export': /\bCSV\b/,
  'feature:api-keys': /\bAPI keys?\b/,
  'feature:public-api': /\bstatistics API\b|\bpublic API\b/i,
  'feature:api-errors': /\b403\b/,
  'feature:api-rate-limit-headers': /\bRetry-After\b|\bX-RateLimit-/,
  'feature:statroles': /\bstatroles\b|\brole rewards?\b/i,
  'feature:slash-commands': /\bslash commands?\b/i,
  'feature:dashboard-voice': /\bVoice page\b/,
};

function subjectKey(subject: ReleaseSubject): string {
  const [kind, value] = Object.entries(subject)[0] as [string, string];
  return `${kind}:${value}`;
}

/**
 * Finds a subject in a line of a post: its code as a whole code span (`days`, `{online}`, `/stats top`),
 * as an option in a command (`condition:top_rank`, `/settings set timezone:…`, `/stats top type:activity`
 * when the release added that value), or its words in prose ("day range", "a 5-minute refresh").
 */
export function subjectMatcher(subject: ReleaseSubject, itemText = ''): ((line: string) => boolean) | null {
  const words = subjectWords[subjectKey(subject)];
  const spans = (line: string) => Array.from(line.matchAll(/`([^`\n]+)`/g), (m) => m[1].trim());
  const prose = (line: string) => line.replace(/`[^`\n]*`/g, ' ');
  const tests: ((line: string) => boolean)[] = [];
  if (words) tests.push((line) => words.test(prose(line)));
  if ('command' in subject && subject.option) {
    // An option counts with its command; a value the release names (`type:activity`) counts alone.
    const value = itemText.match(
      new RegExp(`\`/${escape(subject.command)}[^\`]*\\s${escape(subject.option)}:([\\w-]+)`),
    )?.[1];
    const option = new RegExp(
      `^/${escape(subject.command)}\\b.*\\s${escape(subject.option)}:${value ? `${escape(value)}\\b` : ''}`,
    );
    tests.push((line) => spans(line).some((span) => option.test(span)));
  } else {
    const code = subjectCode(subject);
    if (code) {
      const key = Object.keys(subject)[0];
      const asOption =
        key === 'condition'
          ? `condition:${code}`
          : key === 'limitType'
            ? `limit:${code}`
            : key === 'setting'
              ? `${code}:`
              : null;
      tests.push((line) =>
        spans(line).some(
          (span) =>
            span === code ||
            (code.endsWith(':') || code.endsWith('{role:')
              ? span.startsWith(code) || span.includes(` ${code}`)
              : false) ||
            (/^\/[a-z]/.test(code) && (span === code || span.startsWith(`${code} `))) ||
            (asOption !== null && new RegExp(`(?:^|\\s)${escape(asOption)}`).test(span)),
        ),
      );
      // A limit type or setting is also written in words: "day range", "reward announcements".
      if ((key === 'limitType' || key === 'setting') && /^[a-z]+(?:_[a-z]+)+$/.test(code)) {
        const spoken = new RegExp(`\\b${code.replace(/_/g, '[ -]')}s?\\b`, 'i');
        tests.push((line) => spoken.test(prose(line)));
      }
    }
  }
  if (tests.length === 0) return null;
  return (line) => tests.some((t) => t(line));
}

/** "7 December 2026" or "2026-12-07" as an ISO day, or null. */
export function noteDate(text: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  const m = text.match(/^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/);
  if (!m) return null;
  const month = new Date(`${m[2]} 1, 2000`).getMonth() + 1;
  if (!month) return null;
  return `${m[3]}-${String(month).padStart(2, '0')}-${m[1].padStart(2, '0')}`;
}

/** The post's date: its front matter `date`, else the date its file name starts with. */
function postDate(file: ContentFile): string | null {
  const date = file.frontMatter.date;
  if (date instanceof Date) return date.toISOString().slice(0, 10);
  if (typeof date === 'string' && /^\d{4}-\d{2}-\d{2}/.test(date)) return date.slice(0, 10);
  return file.file.match(/(\d{4}-\d{2}-\d{2})-[^/]*$/)?.[1] ?? null;
}

/** True when a note names the release or the subject. */
function covers(note: string, release: Release, item: ReleaseItem): boolean {
  if (release.version && new RegExp(`\\b${escape(release.version)}\\b`).test(note)) return true;
  if (note.includes(`#${release.id}`) || (release.title && note.includes(release.title))) return true;
  return note.split('\n').some((line) => subjectMatcher(item.subject, item.text)?.(line) ?? false);
}

/** A release dated after a day (a month-only release date counts from its first day: it may be the post's month). */
const after = (release: string, day: string) => (release.length === 7 ? `${release}-01` : release) > day;
const onOrAfter = (day: string, release: string) => day >= (release.length === 7 ? `${release}-01` : release);

/** The note a writer pastes, dated today. */
function noteExample(release: Release): string {
  const today = formatReleaseDate(new Date().toISOString().slice(0, 10));
  return `:::note[Editor's note, ${today}]\\n<what changed> in [${releaseName(release)}](${releaseHref(release)}).\\n:::`;
}

export const releaseHistory: ContentRule = (file: ContentFile) => {
  if (!file.file.startsWith('blog/')) return [];
  const posted = postDate(file);
  if (!posted) return [];
  const notes = editorsNotes(file.source);
  // The post's own words: editor's notes blanked (they name later releases on purpose).
  const lines = readText(file.source).split('\n');
  for (const note of notes) {
    for (let i = note.line - 1; i < lines.length; i++) {
      const closing = i > note.line - 1 && /^\s*:::\s*$/.test(lines[i]);
      lines[i] = '';
      if (closing) break;
    }
  }
  const problems: ContentProblem[] = [];
  const malformed = file.source
    .split('\n')
    .map((line, i) => ({line, i}))
    .filter(({line}) => /^\s*:::\w+\[Editor['’]s note\b/i.test(line) && !editorsNotes(line).length);
  for (const {line, i} of malformed) {
    problems.push({
      file: file.file,
      line: i + 1,
      rule,
      message: `"${line.trim()}" is not a dated editor's note: title it with the day it was written, ${noteExample(releases[releases.length - 1]).split('\\n')[0]}`,
    });
  }
  for (const note of notes) {
    const day = noteDate(note.date);
    if (!day || day < posted)
      problems.push({
        file: file.file,
        line: note.line,
        rule,
        message: `editor's note dated "${note.date}": date it with the day it was written, after the post (${posted}), as "7 December 2026" or "2026-12-07"`,
      });
  }
  for (const release of releases) {
    if (!after(release.date, posted)) continue;
    for (const item of release.items) {
      // A feature added later, or a fact changed later: a plan limit it changed, or anything it removed.
      const changedFact = item.kind === 'removed' || (item.kind === 'changed' && 'planLimit' in item.subject);
      if (item.kind !== 'added' && !changedFact) continue;
      const matches = subjectMatcher(item.subject, item.text);
      if (!matches) continue;
      const at = lines.findIndex((line) => matches(line));
      if (at < 0) continue;
      const noted = notes.some((note) => {
        const day = noteDate(note.date);
        return day !== null && onOrAfter(day, release.date) && covers(note.text, release, item);
      });
      if (noted) continue;
      const what =
        item.kind === 'added'
          ? `describes ${item.text.replace(/\.$/, '')} before ${releaseName(release)} (${formatReleaseDate(release.date)}) added it`
          : `states a fact that ${releaseName(release)} (${formatReleaseDate(release.date)}) ${item.kind}: ${item.text.replace(/\.$/, '')}`;
      problems.push({
        file: file.file,
        line: at + 1,
        rule,
        message: `this post (${posted}) ${what}: add an editor's note after this paragraph, ${noteExample(release)}`,
      });
    }
  }
  return problems;
};
