/**
 * A command that needs a paid plan (`plan` in src/data/commands.ts) carries the plan badge where a
 * docs page shows it: `<PlanBadge plan="premium" />` in the same paragraph, list item or table row,
 * or, for a code block, in the paragraph that introduces it. A reader on Free then knows before
 * trying that the step will answer with an upgrade prompt.
 */
import {getPlan} from '../../../src/data/plans';
import {commandOf, units, usagesIn} from '../source';
import type {ContentFile, ContentProblem, ContentRule} from '../types';

export const paidExamples: ContentRule = (file: ContentFile) => {
  if (!file.file.startsWith('docs/')) return [];
  const all = units(file.source);
  const problems: ContentProblem[] = [];
  for (const usage of usagesIn(file.file, file.source)) {
    const plan = commandOf(usage.text)?.command.plan;
    if (!plan || plan === 'free') continue;
    const unit = all[usage.unit];
    const near = [unit, unit.code ? all[usage.unit - 1] : undefined].filter((u) => u && !u.code);
    if (near.some((u) => u!.lines.some((line) => line.includes(`<PlanBadge plan="${plan}"`)))) continue;
    problems.push({
      file: file.file,
      line: usage.line,
      rule: 'paid-example',
      message: `${usage.text} needs the ${getPlan(plan).name} plan: put <PlanBadge plan="${plan}" /> next to it`,
    });
  }
  return problems;
};
