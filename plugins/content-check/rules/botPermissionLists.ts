/**
 * The Discord permissions a feature needs come from src/data/botPermissions.ts: a sentence that says
 * a feature (counters, role rewards, the log channel) needs or requires permissions and names some of
 * them by hand fails, because a hand-made list drifts from the data (and from the invite link).
 * Render the list with `<FeaturePermissions feature="…" />`. Blog posts are checked too: a post that
 * lists what a feature needs sends readers to a list that may have changed since. Naming one permission as the cause of
 * an error ("the Statlas role lacks Manage Channels") is not a list and passes.
 */
import {botFeatures, botPermissions, type BotFeatureId} from '../../../src/data/botPermissions';
import {withImport} from '../fix';
import {proseLines} from '../source';
import type {ContentFile, ContentProblem, ContentRule} from '../types';

const featureWords: Record<BotFeatureId, RegExp> = {
  counters: /\bcounters?\b|statdocks/i,
  'role-rewards': /\brewards?\b|statroles/i,
  logging: /\blog channel\b|\blogging\b/i,
  'stats-commands': /\bstats commands?\b/i,
  dashboard: /\bdashboard\b/i,
};

const needs = /\b(?:needs?|requires?|needed|required)\b/i;

export const botPermissionLists: ContentRule = (file: ContentFile) => {
  const problems: ContentProblem[] = [];
  proseLines(file.source).forEach((line, i) => {
    for (const sentence of line.split(/(?<=[.?!])\s+|\|/)) {
      if (!needs.test(sentence)) continue;
      const named = botPermissions.filter((p) => sentence.includes(p.name));
      if (named.length === 0) continue;
      const feature = botFeatures.find((f) => featureWords[f.id].test(sentence));
      if (!feature) continue;
      problems.push({
        file: file.file,
        line: i + 1,
        rule: 'bot-permissions',
        message: file.file.endsWith('.md')
          ? `names ${named.map((p) => p.name).join(', ')} as what ${feature.label.toLowerCase()} need: a Markdown post renders no <FeaturePermissions />, so link to the list instead: [the permissions Statlas asks for](/docs/guide/invite#the-permissions-statlas-asks-for)`
          : `names ${named.map((p) => p.name).join(', ')} as what ${feature.label.toLowerCase()} need: render the list from src/data/botPermissions.ts with ${withImport(`<FeaturePermissions feature="${feature.id}" />`)}`,
      });
    }
  });
  return problems;
};
