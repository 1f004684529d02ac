/**
 * An example a Free server cannot run is marked with the plan it needs, in the same paragraph, list
 * item or table row (for a code block: in the paragraph that introduces it), or in the heading of its
 * section: `<PlanBadge plan="premium" />`, or the plan's name ("on Premium"). It applies to
 *
 * - a command that needs a paid plan (`plan` in src/data/commands.ts): `/data export`;
 * - a `period:` longer than Free's statistics history (src/data/plans.ts): `period:90d`, `period:365d`;
 * - a `days:` window as long as Free's history or longer, which on Free counts the same as no window
 *   (`days:30` on a 30-day history), or longer than the plan keeps;
 * - a dashboard Compare window whose two periods do not fit in the history: `range=30d&compare=true`
 *   in an address, or a paragraph that compares "30 days" with the 30 days before.
 *
 * A reader on Free then knows before trying that the step needs another plan. In a blog post only
 * code blocks are examples: a post's sentences tell what changed ("`/data export` names its files
 * after the server"), not what to run.
 */
import {getPlan, planLimitNumber, plans, type PlanId} from '../../../src/data/plans';
import {withImport} from '../fix';
import {commandOf, units, usagesIn, type Unit} from '../source';
import type {ContentFile, ContentProblem, ContentRule} from '../types';

const rule = 'paid-example';
const order: readonly PlanId[] = plans.map((p) => p.id);

/** The lowest plan whose history keeps at least `days` days (`strict`: more than `days`), or null when none does. */
export function planForDays(days: number, strict = false): PlanId | null {
  return (
    order.find((id) => (strict ? planLimitNumber('history', id) > days : planLimitNumber('history', id) >= days)) ??
    null
  );
}

/** True when a unit names a plan that has `plan`'s features: its badge, or its name. */
function marks(unit: Unit | undefined, plan: PlanId): boolean {
  if (!unit || unit.code) return false;
  const text = unit.lines.join('\n');
  return order.slice(order.indexOf(plan)).some((id) => {
    const name = getPlan(id).name;
    return text.includes(`<PlanBadge plan="${id}"`) || new RegExp(`\\b${name}\\b`).test(text.replace(/<[^>]*>/g, ' '));
  });
}

/** The heading of the section a unit is in. */
function headingOf(all: readonly Unit[], index: number): Unit | undefined {
  for (let i = index - 1; i >= 0; i--) if (!all[i].code && /^#/.test(all[i].lines[0])) return all[i];
  return undefined;
}

interface Need {
  readonly line: number;
  readonly unit: number;
  readonly what: string;
  readonly plan: PlanId;
}

const days = (value: string): number | null => {
  const m = value.match(/^(\d+)d$/);
  return m ? Number(m[1]) : null;
};

/** What a command snippet needs beyond Free: the command's plan, a long period, a long days window. */
function commandNeeds(text: string): {what: string; plan: PlanId}[] {
  const found = commandOf(text);
  if (!found) return [];
  const needs: {what: string; plan: PlanId}[] = [];
  const plan = found.command.plan;
  if (plan && plan !== 'free') needs.push({what: `/${found.command.name} needs the ${getPlan(plan).name} plan`, plan});
  for (const m of found.rest.matchAll(/(?:^|\s)(period|days):(\S+)/g)) {
    const value = m[1] === 'period' ? days(m[2]) : /^\d+$/.test(m[2]) ? Number(m[2]) : null;
    if (value === null) continue;
    const needed = m[1] === 'period' ? planForDays(value) : planForDays(value, true);
    if (!needed || needed === 'free') continue;
    const free = planLimitNumber('history', 'free');
    needs.push({
      what:
        m[1] === 'period'
          ? `period:${m[2]} reaches past Free's ${free}-day history`
          : `days:${m[2]} is no window on Free's ${free}-day history`,
      plan: needed,
    });
  }
  return needs;
}

/** A dashboard Compare window in an address: `range=30d…compare=true`, or a custom range of `from`/`to` dates. */
function compareNeeds(line: string): {what: string; plan: PlanId}[] {
  if (!/compare=true/.test(line)) return [];
  let window: number | null = null;
  const range = line.match(/range=(\d+)d/);
  if (range) window = Number(range[1]);
  const from = line.match(/from=(\d{4}-\d{2}-\d{2})/);
  const to = line.match(/to=(\d{4}-\d{2}-\d{2})/);
  if (from && to) window = Math.round((Date.parse(to[1]) - Date.parse(from[1])) / 86_400_000) + 1;
  if (window === null) return [];
  const needed = planForDays(2 * window);
  if (!needed || needed === 'free') return [];
  return [{what: `comparing ${window} days needs ${2 * window} days of history`, plan: needed}];
}

/** A paragraph or item that compares N days with the N days before, in words. */
function compareWords(text: string): {what: string; plan: PlanId}[] {
  if (!/\bcompar/i.test(text)) return [];
  const needs: {what: string; plan: PlanId}[] = [];
  for (const m of text.matchAll(/\b(?:last|over|past)\s+(?:the\s+)?(?:last\s+)?(\d+)\s+days\b/gi)) {
    const window = Number(m[1]);
    const needed = planForDays(2 * window);
    if (needed && needed !== 'free')
      needs.push({what: `comparing ${window} days needs ${2 * window} days of history`, plan: needed});
  }
  return needs.slice(0, 1);
}

export const paidExamples: ContentRule = (file: ContentFile) => {
  const all = units(file.source);
  const needs: Need[] = [];
  const blog = file.file.startsWith('blog/');
  for (const usage of usagesIn(file.file, file.source)) {
    if (blog && !all[usage.unit].code) continue;
    for (const need of commandNeeds(usage.text)) needs.push({line: usage.line, unit: usage.unit, ...need});
  }
  all.forEach((unit, index) => {
    unit.lines.forEach((line, offset) => {
      if (blog && !unit.code) return;
      for (const need of compareNeeds(line)) needs.push({line: unit.start + offset, unit: index, ...need});
    });
    // A heading names an example; its paragraphs, items and code show it.
    if (!unit.code && !blog && !/^#/.test(unit.lines[0]))
      for (const need of compareWords(unit.lines.join(' '))) needs.push({line: unit.start, unit: index, ...need});
  });
  const problems: ContentProblem[] = [];
  const seen = new Set<string>();
  for (const need of needs) {
    const unit = all[need.unit];
    const near = [unit, unit.code ? all[need.unit - 1] : undefined, headingOf(all, need.unit)];
    if (near.some((u) => marks(u, need.plan))) continue;
    const key = `${need.line}:${need.what}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const name = getPlan(need.plan).name;
    problems.push({
      file: file.file,
      line: need.line,
      rule,
      message: file.file.endsWith('.md')
        ? `${need.what}: say "on ${name}" in the same paragraph, list item or table row${unit.code ? ' (for a code block: the paragraph before it)' : ''} (a Markdown page renders no <PlanBadge />)`
        : `${need.what}: mark the example with ${withImport(`<PlanBadge plan="${need.plan}" />`)} or "on ${name}" in the same paragraph, list item or table row${unit.code ? ' (for a code block: the paragraph before it)' : ''}, or the heading of its section`,
    });
  }
  return problems.sort((a, b) => a.line - b.line);
};
