/**
 * Words readers use for what the docs call otherwise. Each group is two-way: a query word in a group also matches the
 * others, as Algolia's regular synonyms do. Words are written as queries arrive: lower case and singular ("moderators"
 * -> "moderator", "stats" -> "stat"). Hosted Algolia gets the same list (a hosted build writes build-hosted/algolia/synonyms.json; a
 * unit test keeps them equal). Add a group when readers' words and the docs' words differ across many pages, not to fix
 * one query, and check every relevance figure after. "server" and "guild" are left out on purpose: every API path says
 * guild, so the pair pulled API pages into everyday server questions.
 */
export const SYNONYMS: readonly (readonly string[])[] = [
  ['stat', 'statistic'],
  ['moderator', 'mod', 'staff'],
  ['exclude', 'ignore'],
  ['remove', 'delete'],
  ['give', 'grant', 'assign'],
  ['refresh', 'update'],
  ['chart', 'graph'],
  ['price', 'cost', 'pricing'],
  ['leaderboard', 'top'],
  ['make', 'create'],
  ['add', 'create'], // Readers add a counter, a reward or a key; the docs' steps and commands create them.
  ['voice', 'vc'], // Discord's own shorthand for a voice channel, which the docs spell out.
];

/** Query word -> the other words of its group. */
export function synonymMap(groups: readonly (readonly string[])[] = SYNONYMS): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const group of groups)
    for (const word of group)
      map.set(
        word,
        group.filter((w) => w !== word),
      );
  return map;
}
