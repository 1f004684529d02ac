/**
 * Figures that src/data holds reach a docs page only through a component or inline helper
 * (`<Limit plan="free" of="counters" />`, `<Fact of="renameLimit" />`): a page that types one of
 * them next to the thing it counts fails, so a change of the data changes every page.
 *
 * A figure is a number of the data, written in digits or words ("10", "ten", "a year"), followed
 * within two words by the unit it counts ("10 counters", "ten minutes"), in a sentence that is about
 * that thing (a refresh, the history, the API). The message names the component that renders it:
 * for a plan limit, `<Limit of="…" plan="…" />` with the plan the sentence names (or the one plan
 * whose value it is), so "10 minutes on Free" gets `<Limit of="counter-refresh" plan="free" />`.
 *
 * Blog posts are dated records of what was true then, and Markdown (`.md`) posts cannot render a
 * component: a post may type a figure that the data holds today. A figure in a post that names a plan
 * and that no plan has today ("Free keeps 14 days of history") fails, unless the post carries an
 * editor's note (`:::note[Editor's note, 7 December 2026]`) saying what changed.
 */
import {discordRenameLimit, planLimits, plans, type PlanId} from '../../../src/data/plans';
import {deleteAfterLeaveDays} from '../../../src/data/retention';
import {rewardCheckMinutes} from '../../../src/data/roleConditions';
import {editorsNoteExample, editorsNotes, withImport} from '../fix';
import {proseLines} from '../source';
import type {ContentFile, ContentProblem, ContentRule} from '../types';

export interface FigureFact {
  readonly id: string;
  /** What the reader should use instead. */
  readonly helper: string;
  readonly numbers: readonly number[];
  /** The unit words, singular and plural, as a regex source. */
  readonly unit: string;
  /** A word the sentence must contain for the figure to be about this fact; absent: the unit is enough. */
  readonly about?: RegExp;
  /** "a"/"an" count as one ("a year"); off for units where "a key" is no figure. */
  readonly spelled?: boolean;
  /** Words that state the figure on their own, such as "twice". */
  readonly phrases?: RegExp;
  /** For a plan limit: its number on each plan, so that "3 on Free" is found without a unit. */
  readonly perPlan?: Readonly<Partial<Record<PlanId, number>>>;
  /** Pages this fact does not apply to. */
  readonly skip?: RegExp;
  /** For a plan limit, its id: the message then names the plan. */
  readonly limit?: string;
}

const historyWords = /history|keeps?|kept|retain|retention|stor(?:e|es|ed)\b|back/i;

const words: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  fifteen: 15,
  twenty: 20,
  'twenty-five': 25,
  thirty: 30,
  sixty: 60,
};

/** Per plan limit: the unit words, the subject words of its sentences, and other units it is written in. */
const planUnits: Record<string, {unit: string; about?: RegExp}> = {
  history: {unit: 'days?', about: historyWords},
  counters: {unit: 'counters?|counter channels?|channels?', about: /counter|statdocks/i},
  'role-rewards': {unit: 'role rewards?|rewards?', about: /reward|statroles/i},
  'counter-refresh': {unit: 'minutes?|min', about: /refresh|rename|renaming|interval|update/i},
  'saved-filters': {unit: 'saved filters?|filters?', about: /filter/i},
  'api-rate-limit': {unit: 'requests?', about: /request|rate|API/i},
  // "one key per integration" is advice, not the limit: only sentences about plans count.
  'api-keys': {unit: 'API keys?|keys?', about: /\b(?:plans?|Free|Premium|Ultimate|per server)\b/},
};

function planFacts(): FigureFact[] {
  const facts: FigureFact[] = [];
  for (const limit of planLimits) {
    if (limit.type !== 'quantity' || !planUnits[limit.id]) continue;
    const numbers = Object.values(limit.values).filter(
      (value): value is number => typeof value === 'number' && value > 0,
    );
    const fact = {id: `plan limit "${limit.id}"`, helper: `<Limit of="${limit.id}" plan="…" />`, limit: limit.id};
    const perPlan: Partial<Record<PlanId, number>> = {};
    for (const [plan, value] of Object.entries(limit.values))
      if (typeof value === 'number') perPlan[plan as PlanId] = value;
    facts.push({...fact, numbers, ...planUnits[limit.id], perPlan});
    if (limit.unit === 'day') {
      // History is also written in years ("a year") and months ("a month" for 30 days).
      const years = numbers.filter((n) => n % 365 === 0).map((n) => n / 365);
      facts.push({...fact, numbers: years, unit: 'years?', about: planUnits[limit.id].about, spelled: true});
      if (numbers.includes(30))
        facts.push({...fact, numbers: [1], unit: 'months?', about: planUnits[limit.id].about, spelled: true});
    }
  }
  return facts;
}

/** Facts outside the plans come first: a figure that fits two facts is reported once, as the first. */
export const figureFacts: readonly FigureFact[] = [
  {
    id: "Discord's rename limit",
    helper: '<Fact of="renameLimit" />',
    numbers: [discordRenameLimit.renames],
    unit: 'renames?|times',
    about: /rename|renaming/i,
    phrases: /\btwice\b/gi,
  },
  {
    id: "Discord's rename window",
    helper: '<Fact of="renameLimit" />',
    numbers: [discordRenameLimit.windowMinutes],
    unit: 'minutes?',
    about: /rename|renaming|twice/i,
  },
  {
    id: 'the deletion delay after Statlas leaves',
    helper: '<Fact of="deleteAfterLeave" />',
    numbers: [deleteAfterLeaveDays],
    unit: 'days?',
    about: /\bleaves?\b|kicked|removed|invite it back|inviting/i,
    // The developer terms set their own deadlines ("within 30 days of losing access"): contract terms, not this figure.
    // Any legal folder (bench:scale copies the docs into docs/scale-N/).
    skip: /^docs\/(?:.+\/)?legal\//,
  },
  {
    id: 'the role reward check interval',
    helper: '<Fact of="rewardCheck" />',
    numbers: [rewardCheckMinutes],
    unit: 'minutes?',
    about: /reward|statroles|sync|granted|check/i,
  },
  ...planFacts(),
];

const numberToken = `(\\d[\\d,]*|${Object.keys(words)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;

function valueOf(token: string): number {
  const lower = token.toLowerCase();
  return lower in words ? words[lower] : Number(lower.replace(/,/g, ''));
}

/** Sentences of the prose with their first line, split at ". ", "? ", "! ", a table cell or a blank line. */
function sentences(lines: readonly string[]): {line: number; text: string}[] {
  const found: {line: number; text: string}[] = [];
  let current: {line: number; text: string} | null = null;
  lines.forEach((raw, i) => {
    // A table row is one context: its cells name the thing that a number in another cell counts.
    const parts = /^\s*\|/.test(raw) ? [raw.replace(/\|/g, ' ')] : raw.split(/(?<=[.?!])\s+/);
    if (raw.trim() === '' || /^\s*(?:[-*]|\d+\.)\s|^#/.test(raw)) current = null;
    parts.forEach((part, j) => {
      if (j > 0) current = null;
      if (!part.trim()) return;
      if (!current) {
        current = {line: i + 1, text: ''};
        found.push(current);
      }
      current.text += ` ${part}`;
      if (/[.?!]\s*$/.test(part)) current = null;
    });
    if (/\|\s*$/.test(raw)) current = null;
  });
  return found;
}

const planNames = new RegExp(`\\b(${plans.map((p) => p.name).join('|')})\\b`, 'g');

/** The plans a sentence names, by id. */
function plansNamed(text: string): PlanId[] {
  return [...new Set(Array.from(text.matchAll(planNames), (m) => plans.find((p) => p.name === m[1])!.id))];
}

/** The component that renders a figure, with the plan the sentence names or the one plan whose value it is. */
function helperFor(fact: FigureFact, value: number, named: readonly PlanId[], bare: boolean): string {
  if (!fact.limit || !fact.perPlan) return fact.helper;
  const holders = plans.map((p) => p.id).filter((id) => fact.perPlan![id] === value);
  const plan = named.find((id) => holders.includes(id)) ?? (holders.length === 1 ? holders[0] : undefined);
  return `<Limit of="${fact.limit}" plan="${plan ?? '…'}"${bare ? ' bare' : ''} />`;
}

/** A number followed within two words by one of the fact's units. */
const figurePattern = (unit: string) =>
  new RegExp(`(?<![\\w.,-])${numberToken}(?:[ -](?:[A-Za-z]+[ -]){0,2}?|[ -]?)(?:${unit})\\b`, 'gi');

export const typedFigures: ContentRule = (file: ContentFile) => {
  const lines = proseLines(file.source);
  if (file.file.startsWith('blog/')) return staleFigures(file, lines);
  const problems: ContentProblem[] = [];
  for (const sentence of sentences(lines)) {
    const taken = new Set<number>();
    const named = plansNamed(sentence.text);
    // A sentence that names a plan is about that plan's limits first ("10 minutes on Free" is the refresh, not Discord's window).
    const order = named.length > 0 ? [...figureFacts].sort((a, b) => Number(!a.limit) - Number(!b.limit)) : figureFacts;
    for (const fact of order) {
      if (fact.skip?.test(file.file)) continue;
      if (fact.about && !fact.about.test(sentence.text)) continue;
      const found: {m: RegExpMatchArray; bare: boolean}[] = [...sentence.text.matchAll(figurePattern(fact.unit))]
        .filter((m) => fact.numbers.includes(valueOf(m[1])))
        .map((m) => ({m, bare: false}));
      if (fact.phrases) found.push(...Array.from(sentence.text.matchAll(fact.phrases), (m) => ({m, bare: false})));
      if (fact.perPlan) {
        // "10 on Premium", "3 on the Free plan": the plan's own number, without a unit.
        const onPlan = new RegExp(
          `(?<![\\w.,-])${numberToken} on (?:the )?(${plans.map((p) => p.name).join('|')})\\b`,
          'g',
        );
        for (const m of sentence.text.matchAll(onPlan)) {
          const plan = plans.find((p) => p.name === m[2])!.id;
          if (fact.perPlan[plan] === valueOf(m[1]) && !/^an?$/i.test(m[1])) found.push({m, bare: true});
        }
      }
      for (const {m, bare} of found) {
        if (taken.has(m.index!)) continue;
        taken.add(m.index!);
        // "once" and "twice" stand alone; "a" and "an" need their unit right after them.
        if (
          m[1] &&
          /^(?:a|an)$/i.test(m[1]) &&
          !(fact.spelled && new RegExp(`^an? (?:${fact.unit})\\b`, 'i').test(m[0]))
        )
          continue;
        const line = sentence.line + lineOffset(lines, sentence, m[0]);
        const value = m[1] ? valueOf(m[1]) : (fact.numbers[0] ?? 0);
        const helper = helperFor(fact, value, bare ? plansNamed(m[0]) : named, bare);
        problems.push({
          file: file.file,
          line,
          rule: 'typed-figure',
          message: `"${m[0].trim()}" types ${fact.id}, which src/data holds: write ${withImport(helper)}`,
        });
      }
    }
  }
  return problems;
};

/** Every value of a fact, on any plan. */
const knownValues = (fact: FigureFact) => new Set([...fact.numbers, ...Object.values(fact.perPlan ?? {})]);

/**
 * Blog posts: a plan limit figure, in a sentence that names one plan, that no plan and no other fact
 * of the same unit has today. An editor's note on the post accepts it.
 */
function staleFigures(file: ContentFile, lines: readonly string[]): ContentProblem[] {
  if (editorsNotes(file.source).length > 0) return [];
  const problems: ContentProblem[] = [];
  for (const sentence of sentences(lines)) {
    const named = plansNamed(sentence.text);
    if (named.length !== 1) continue;
    for (const fact of figureFacts) {
      if (!fact.perPlan || fact.spelled || (fact.about && !fact.about.test(sentence.text))) continue;
      for (const m of sentence.text.matchAll(figurePattern(fact.unit))) {
        const value = valueOf(m[1]);
        // A value that any fact counted in the same unit has today (Discord's 10-minute window, Premium's 5 minutes) passes.
        const unit = m[0].trim().split(/[ -]/).pop()!;
        const sameUnit = figureFacts.filter((f) => new RegExp(`^(?:${f.unit})$`, 'i').test(unit));
        if (/^(?:a|an)$/i.test(m[1]) || sameUnit.some((f) => knownValues(f).has(value))) continue;
        const now = fact.perPlan[named[0]];
        problems.push({
          file: file.file,
          line: sentence.line + lineOffset(lines, sentence, m[0]),
          rule: 'typed-figure',
          message: `"${m[0].trim()}" on ${plans.find((p) => p.id === named[0])!.name}: src/data/plans.ts says ${now} today (${fact.id}). If the post was right when it was written, add an editor's note after this paragraph: ${editorsNoteExample}`,
        });
      }
    }
  }
  return problems;
}

/** Lines between a sentence's first line and the line where `found` appears. */
function lineOffset(lines: readonly string[], sentence: {line: number}, found: string): number {
  const head = found.trim().split(/\s+/)[0];
  for (let i = sentence.line - 1; i < lines.length && i < sentence.line + 20; i++) {
    if (lines[i].includes(head)) return i - (sentence.line - 1);
  }
  return 0;
}
