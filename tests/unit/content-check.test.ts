import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it, vi} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import contentCheckPlugin from '../../plugins/content-check';
import {checkFile, checkSite, formatProblem} from '../../plugins/content-check/load';
import {rules} from '../../plugins/content-check/rules';
import {botPermissionLists} from '../../plugins/content-check/rules/botPermissionLists';
import {commandSyntax} from '../../plugins/content-check/rules/commandSyntax';
import {destructiveSteps} from '../../plugins/content-check/rules/destructiveSteps';
import {paidExamples} from '../../plugins/content-check/rules/paidExamples';
import {exampleFacts} from '../../plugins/content-check/rules/exampleFacts';
import {exampleServerName} from '../../plugins/content-check/rules/exampleServerName';
import {mdxImports} from '../../plugins/content-check/rules/mdxImports';
import {quotedErrors} from '../../plugins/content-check/rules/quotedErrors';
import {readerFrontMatter} from '../../plugins/content-check/rules/readerFrontMatter';
import {stepLevels} from '../../plugins/content-check/rules/stepLevels';
import {typedFigures} from '../../plugins/content-check/rules/typedFigures';
import type {ContentFile, ContentRule} from '../../plugins/content-check/types';

/**
 * The content rules of plugins/content-check. Each rule has a fixture page that breaks it: the rule
 * reports it (so the fixture fails without the rule) and, for the same page fixed, reports nothing.
 */
const root = join(__dirname, '..', '..');

function page(source: string, frontMatter: Record<string, unknown> = {}, file = 'docs/page.mdx'): ContentFile {
  return {file, source, frontMatter};
}

/** Messages of one rule on one fixture, as `line: message`. */
const run = (rule: ContentRule, file: ContentFile) => rule(file).map((p) => `${p.line}: ${p.message}`);

describe('the docs and blog', () => {
  it('pass every content rule', async () => {
    const {files, problems} = await checkSite(root);
    expect(files).toBeGreaterThan(40);
    expect(problems.map(formatProblem)).toEqual([]);
  }, 30_000);
});

describe('reader front matter', () => {
  it('every docs page outside docs/api declares a known reader', () => {
    expect(run(readerFrontMatter, page('Text.'))).toEqual([
      '1: front matter has no reader: add `reader: everyone | viewer | manager | admin | developer` as its last line',
    ]);
    expect(
      run(readerFrontMatter, page('---\ntitle: T\nreader: moderator\n---\n', {title: 'T', reader: 'moderator'})),
    ).toEqual(['3: reader "moderator" is not one of everyone | viewer | manager | admin | developer']);
    expect(run(readerFrontMatter, page('Text.', {reader: 'manager'}))).toEqual([]);
  });

  it('blog posts and generated API pages may leave it out', () => {
    expect(run(readerFrontMatter, page('Text.', {}, 'blog/2025-01-01-post.md'))).toEqual([]);
    expect(run(readerFrontMatter, page('Text.', {}, 'docs/api/get-members.api.mdx'))).toEqual([]);
  });
});

describe('step levels', () => {
  const manager = (source: string) => run(stepLevels, page(source, {reader: 'manager'}));

  it("take the page's reader as who runs a command", () => {
    expect(manager('If `{online}` reads 0, run `/settings set track_status:true`.')).toEqual([
      '1: /settings set track_status:true: /settings set needs the admin level and the page\'s reader is manager: rewrite the step for a manager, or say who runs it ("an admin runs …" or <LevelBadge level="admin" /> (with `import LevelBadge from \'@site/src/components/LevelBadge\';` after the front matter) right after the command)',
    ]);
    expect(manager('Run `/counter list` to see your counters.')).toEqual([]);
  });

  it('accept a step that says an admin runs it, in the sentence or before a code block', () => {
    expect(manager('If `{online}` reads 0, ask an admin to run `/settings set track_status:true`.')).toEqual([]);
    expect(
      manager('1. An admin runs:\n\n   ```text\n   /settings set reward_announcements:#achievements\n   ```\n'),
    ).toEqual([]);
    expect(
      manager('Members see it once `/settings set public_dashboard:true` <LevelBadge level="admin" /> is on.'),
    ).toEqual([]);
  });

  it('cover only the rest of the sentence that names the runner', () => {
    expect(manager('An admin runs `/setup`. Then run `/settings view`.')).toHaveLength(1);
    expect(manager('Run `/counter create`, then an admin runs `/data reset` to wipe every statistic.')).toEqual([]);
  });

  it('fail when the runner named may not run the command', () => {
    expect(
      run(
        stepLevels,
        page(
          '2. A manager runs:\n\n   ```text\n   /rolereward sync\n   /settings set reward_announcements:#achievements\n   ```\n',
        ),
      ),
    ).toEqual([
      '5: /settings set reward_announcements:#achievements: /settings set needs the admin level, but "A manager runs" says a manager runs it',
    ]);
    expect(run(stepLevels, page('Any member runs `/logs set channel:#log`.'))).toHaveLength(1);
  });

  it('a sentence that says members can do something with a command names them as its runner', () => {
    expect(manager('Members can see the same ranking with `/stats top type:messages`.')).toHaveLength(1);
    expect(manager('Viewers can see the same ranking with `/stats top type:messages`.')).toEqual([]);
  });

  it('on a page for everyone, a top list needs a viewer', () => {
    expect(
      run(stepLevels, page('Members see the ranking with `/stats top type:messages`.', {reader: 'everyone'})),
    ).toHaveLength(1);
    expect(run(stepLevels, page('Members see their own numbers with `/stats member`.', {reader: 'everyone'}))).toEqual(
      [],
    );
  });
});

describe('command syntax', () => {
  const check = (source: string, frontMatter: Record<string, unknown> = {}) =>
    run(commandSyntax, page(source, frontMatter));

  it('slash options written by position, unknown commands and options, bad choices, missing required options', () => {
    expect(check('```text\n/stats top messages 30d 10\ns!stats top messages 30d 10\n```')).toEqual([
      '2: /stats top messages 30d 10: slash options are named, as name:value; "messages 30d 10" has no name: write it as in /stats top type:messages period:30d limit:5',
      '2: /stats top messages 30d 10: missing required option type:; write it in full, e.g. `/stats top type:messages period:30d limit:5`',
    ]);
    expect(check('Run `/stats topp type:voice`.')).toEqual([
      '1: /stats topp type:voice: no command /stats topp in src/data/commands.ts; did you mean /stats top?',
    ]);
    expect(check('Run `/stats top type:voice range:7d`.')).toEqual([
      '1: /stats top type:voice range:7d: /stats top has no option range; did you mean period:? (its options are type, period, limit)',
    ]);
    expect(check('Run `/stats top type:members`.')).toEqual([
      expect.stringMatching(/^1: \/stats top type:members: type:members is not one of messages, voice, activity/),
    ]);
    expect(check('Run `/stats top period:7d`.')).toEqual([
      '1: /stats top period:7d: missing required option type:; write it in full, e.g. `/stats top type:messages period:30d limit:5`',
    ]);
    expect(check('The `/stats` commands and `/stats top [period]` and `/docs/guide/welcome`.')).toEqual([]);
  });

  it('suggest the nearest command, by its name or a word writers use for it', () => {
    expect(check('Run `/stats guild`.')).toEqual([
      '1: /stats guild: no command /stats guild in src/data/commands.ts; did you mean /stats server?',
    ]);
    expect(check('Run `/counter remove counter:#Online`.')).toEqual([
      expect.stringContaining('no command /counter remove in src/data/commands.ts; did you mean /counter delete?'),
    ]);
  });

  it('a step that runs a command without its required options, on a page for managers', () => {
    expect(check('2. Run `/rolereward delete`. Members keep the role.', {reader: 'manager'})).toEqual([
      '1: /rolereward delete: missing required option role:; write it in full, e.g. `/rolereward delete role:@Regular`',
    ]);
    expect(check('2. Run `/rolereward delete role:@Regular`.', {reader: 'manager'})).toEqual([]);
    // Named, not run; or run on what the sentence names.
    expect(check('Delete a reward with `/rolereward delete`.')).toEqual([]);
    expect(check('Before you kick Statlas, run `/counter delete` on each counter.')).toEqual([]);
  });

  it('role rewards whose limit does not fit their condition', () => {
    expect(check('Run `/rolereward create role:@Regular condition:messages limit:top value:10`.')).toEqual([
      '1: /rolereward create role:@Regular condition:messages limit:top value:10: limit:top does not fit condition messages (messages takes limit:threshold)',
    ]);
    expect(check('Run `/rolereward create role:@Regular condition:messages limit:threshold value:500`.')).toEqual([]);
  });
});

describe('destructive steps', () => {
  it('a destructive command suggested without saying what it destroys, with the words it accepts', () => {
    expect(run(destructiveSteps, page('To see the effect at once, run `/data reset`.'))).toEqual([
      '1: /data reset: say what it destroys (every statistic of the server) within 8 lines, using one of the words "statistic", "statistics", "count", "counts", "wipe", "wipes", e.g. "This cannot be undone: it removes every statistic of the server."',
    ]);
    expect(run(destructiveSteps, page('`/data reset` wipes every statistic of the server.'))).toEqual([]);
    expect(run(destructiveSteps, page('This deletes everything:\n\n```text\n/data delete\n```\n'))).toEqual([]);
    expect(
      run(destructiveSteps, page(`\`/data delete\` ends it.${'\n'.repeat(10)}Statlas deletes everything.`)),
    ).toHaveLength(1);
  });

  it('match whole words: "count" inside "counter" does not say what /data reset destroys', () => {
    expect(run(destructiveSteps, page('Your counter starts again after `/data reset`.'))).toHaveLength(1);
    expect(run(destructiveSteps, page('Every count starts again from zero after `/data reset`.'))).toEqual([]);
  });

  it('its example sentence passes the rule it prints', () => {
    for (const command of ['/data reset', '/data delete', '/counter delete', '/permissions reset', '/settings reset']) {
      const [problem] = destructiveSteps(page(`Run \`${command}\`.`));
      const example = problem.message.match(/e\.g\. "(.*)"$/)![1];
      expect(destructiveSteps(page(`Run \`${command}\`. ${example}`))).toEqual([]);
    }
  });
});

describe('quoted replies and log entries', () => {
  it('a quoted error that is not one of the bot messages', () => {
    expect(run(quotedErrors, page('| "Missing access: role is above Statlas" | Drag the role. |'))).toEqual([
      expect.stringMatching(
        /^1: "Missing access: role is above Statlas" is not a message of src\/data\/messages\.ts: /,
      ),
    ]);
    expect(run(quotedErrors, page('The log shows "Missing permission: Manage Channels".'))).toHaveLength(1);
    expect(
      run(quotedErrors, page('The log shows `Role reward @Regular could not be granted: Missing Permissions`.')),
    ).toEqual([]);
    expect(run(quotedErrors, page('```text\nThe log said "Counter could not be renamed"\n```\n'))).toHaveLength(1);
    expect(run(quotedErrors, page('```json\n{"message": "Missing or invalid API key."}\n```\n'))).toEqual([]);
  });

  it('a reply recognised by its place, in any wording, with the nearest message id', () => {
    expect(run(quotedErrors, page('Statlas replies "You are not allowed to do that."', {reader: 'manager'}))).toEqual([
      '1: "You are not allowed to do that." is not a message of src/data/messages.ts: add the message to src/data/messages.ts (id, kind, text) and quote it with <BotMessage id="…" /> (with `import BotMessage from \'@site/src/components/BotMessage\';` after the front matter)',
    ]);
    expect(
      run(quotedErrors, page('If the slots are full, the bot answers "Reward limit is reached for this plan".')),
    ).toEqual([
      expect.stringContaining('if it is rewardLimitReached, quote it with <BotMessage id="rewardLimitReached" />'),
    ]);
    expect(run(quotedErrors, page('Statlas replies:\n\n> You cannot do that here.\n'))).toHaveLength(1);
    expect(
      run(
        quotedErrors,
        page('| What you see | Cause |\n| --- | --- |\n| "Reward slots are full" | Too many rewards. |\n'),
      ),
    ).toEqual([expect.stringMatching(/^3: "Reward slots are full" is not a message/)]);
    expect(
      run(quotedErrors, page('| What you see | Cause |\n| --- | --- |\n| "Role reward limit reached" | Too many. |\n')),
    ).toEqual([]);
    expect(run(quotedErrors, page('<DiscordMessage text="Counter limit reached" />'))).toEqual([
      expect.stringContaining('write <DiscordMessage id="counterLimitReached" /> (no import needed)'),
    ]);
  });

  it('a quote of a message with other example values, or of Discord itself, passes', () => {
    expect(
      run(quotedErrors, page('Statlas replies "You need the admin level or higher to run this command."')),
    ).toEqual([]);
    expect(
      run(quotedErrors, page('The log shows "Role reward @Active could not be granted: Missing Permissions".')),
    ).toEqual([]);
    expect(
      run(
        quotedErrors,
        page('`/ping` shows "The application did not respond", or Discord says "This interaction failed".'),
      ),
    ).toEqual([]);
    expect(run(quotedErrors, page('The counter reads "MEMBERS: 12,408".'))).toEqual([]);
  });
});

describe('typed figures', () => {
  const figures = (source: string) =>
    typedFigures(page(source)).map((p) => `${p.line}: ${p.message.split(' types ')[0]}`);

  it('plan limits typed next to what they count', () => {
    expect(figures('The Free plan keeps 30 days of history and runs three counters.')).toEqual([
      '1: "30 days"',
      '1: "three counters"',
    ]);
    expect(figures('Premium keeps a year of history.')).toEqual(['1: "a year"']);
    expect(figures('Counters refresh every ten minutes on Free.')).toEqual(['1: "ten minutes"']);
    expect(figures('The Free plan keeps <Limit of="history" plan="free" /> of history.')).toEqual([]);
  });

  it("a plan's number next to the plan's name, and a figure in a table row about the thing it counts", () => {
    expect(figures('Keys per server depend on the plan (1 on Free, 3 on Premium, 10 on Ultimate).')).toEqual([
      '1: "1 on Free"',
      '1: "3 on Premium"',
      '1: "10 on Ultimate"',
    ]);
    expect(figures('| Statlas is kicked | Everything, 30 days later |')).toEqual(['1: "30 days"']);
  });

  it("Discord's rename limit and the reward check interval", () => {
    expect(figures('Discord allows two renames of a channel per ten minutes.')).toEqual([
      '1: "two renames"',
      '1: "ten minutes"',
    ]);
    expect(figures('Statlas checks every reward every 15 minutes.')).toEqual(['1: "15 minutes"']);
  });

  it('numbers that count something else pass', () => {
    expect(figures('With `days:30`, only the last 30 days count.')).toEqual([]);
    expect(figures('Ask for an API key, then send one request.')).toEqual([]);
    expect(figures('The top 10 members by messages hold the role.')).toEqual([]);
  });

  it('blog posts are dated records and are not checked', () => {
    expect(typedFigures(page('Free now keeps 30 days of history.', {}, 'blog/2021-07-11-newsletter.md'))).toEqual([]);
  });
});

describe('paid examples', () => {
  it('a command of a paid plan shown without its plan badge', () => {
    expect(run(paidExamples, page('Export first with `/data export period:all`.'))).toEqual([
      '1: /data export needs the Premium plan: mark the example with <PlanBadge plan="premium" /> (with `import PlanBadge from \'@site/src/components/PlanBadge\';` after the front matter) or "on Premium" in the same paragraph, list item or table row, or the heading of its section',
    ]);
    expect(
      run(paidExamples, page('Export first <PlanBadge plan="premium" />:\n\n```text\n/data export period:all\n```\n')),
    ).toEqual([]);
    expect(run(paidExamples, page('Run `/counter list`.'))).toEqual([]);
  });

  it("a period, days window or Compare window beyond Free's history, unmarked", () => {
    expect(run(paidExamples, page('Run `/stats top type:messages period:90d`.'))).toEqual([
      expect.stringMatching(
        /^1: period:90d reaches past Free's 30-day history: mark the example with <PlanBadge plan="premium" \/>/,
      ),
    ]);
    expect(run(paidExamples, page('On Premium, run `/stats top type:messages period:365d`.'))).toEqual([]);
    expect(run(paidExamples, page('Run `/stats top type:messages period:30d`.'))).toEqual([]);
    expect(
      run(paidExamples, page('A manager runs:\n\n```text\n/rolereward edit role:@Regular days:30\n```\n')),
    ).toEqual([expect.stringMatching(/^4: days:30 is no window on Free's 30-day history/)]);
    expect(run(paidExamples, page('Run `/rolereward edit role:@Regular days:7`.'))).toEqual([]);
    expect(run(paidExamples, page('```text\n?range=30d&compare=true\n```\n'))).toEqual([
      expect.stringMatching(/^2: comparing 30 days needs 60 days of history/),
    ]);
    expect(run(paidExamples, page('```text\n?range=7d&compare=true\n```\n'))).toEqual([]);
    expect(
      run(
        paidExamples,
        page('## Compare 30 days <PlanBadge plan="premium" />\n\nSwitch on **Compare** over the last 30 days.\n'),
      ),
    ).toEqual([]);
    expect(run(paidExamples, page('Switch on **Compare** over the last 30 days.\n'))).toHaveLength(1);
  });
});

describe('example server', () => {
  it('a second example server name', () => {
    expect(run(exampleServerName, page('Pixel Garden is a gaming server on the Free plan.'))).toHaveLength(1);
    expect(
      run(exampleServerName, page('You run `/stats server` on a community server called Nebula Hub.')),
    ).toHaveLength(1);
    expect(run(exampleServerName, page('Pixel Harbor is a gaming server on the Free plan.'))).toEqual([]);
    expect(
      run(exampleServerName, page('{exampleServer.name}, the example server of these docs, is a gaming community.')),
    ).toEqual([]);
    expect(run(exampleServerName, page('Your server is a community of gamers.'))).toEqual([]);
  });
});

describe('bot permission lists', () => {
  it('a hand-made list of what a feature needs', () => {
    expect(run(botPermissionLists, page('Counters need Manage Channels.'))).toHaveLength(1);
    expect(run(botPermissionLists, page('Counters need <FeaturePermissions feature="counters" />.'))).toEqual([]);
    expect(run(botPermissionLists, page('The Statlas role lacks Manage Channels.'))).toEqual([]);
  });
});

/**
 * Held out: pages written from what a reader does, not from the rules. No rule was tuned on them;
 * they say what the whole registry must find (or leave alone) on a realistic page.
 */
describe('held-out pages', () => {
  const all = (file: ContentFile) => checkFile(file).map((p) => p.rule);

  it('a manager page that sends its reader to admin settings and types the refresh interval', () => {
    const source = [
      '---',
      'title: Counters that lag',
      'reader: manager',
      '---',
      '',
      'Counters refresh every 10 minutes on the Free plan. If the online count stays at zero, turn on',
      'status tracking with `/settings set track_status:true`, then run `/counter refresh`.',
      '',
    ].join('\n');
    expect(all(page(source, {title: 'Counters that lag', reader: 'manager'})).sort()).toEqual([
      'step-level',
      'typed-figure',
    ]);
  });

  it('the same page, written for its reader', () => {
    const source = [
      '---',
      'title: Counters that lag',
      'reader: manager',
      '---',
      '',
      'Counters refresh on the interval of your plan. If the online count stays at zero, ask an admin to',
      'run `/settings set track_status:true`, then run `/counter refresh`.',
      '',
    ].join('\n');
    expect(all(page(source, {title: 'Counters that lag', reader: 'manager'}))).toEqual([]);
  });

  it('an admin page that wipes data without saying so', () => {
    const source = 'To start over, run `/data reset` and then `/setup`.\n';
    expect(all(page(source, {reader: 'admin'}))).toEqual(['destructive-step']);
  });
});

describe('the check on a site', () => {
  const site = mkdtempSync(join(tmpdir(), 'content-check-'));
  afterAll(() => rmSync(site, {recursive: true, force: true}));

  it('names the file whose front matter does not parse, and every problem as file:line: rule: message', async () => {
    mkdirSync(join(site, 'docs', 'api'), {recursive: true});
    mkdirSync(join(site, 'blog'), {recursive: true});
    writeFileSync(join(site, 'docs', 'broken.mdx'), '---\ntitle: : broken\nreader: [admin\n---\n\nText.\n');
    writeFileSync(
      join(site, 'docs', 'ok.mdx'),
      '---\ntitle: Fine\nreader: viewer\n---\n\nRun `/stats top type:messages`.\n',
    );
    writeFileSync(join(site, 'docs', 'api', 'generated.api.mdx'), '---\ntitle: Generated\n---\n\nRun `/setup`.\n');
    writeFileSync(
      join(site, 'blog', '2025-01-01-post.md'),
      '---\ntitle: Post\ndate: 2025-01-01\n---\n\nAn admin runs `/data reset`, which wipes every statistic.\n',
    );
    const {files, problems} = await checkSite(site);
    expect(files).toBe(3);
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^docs\/broken\.mdx:\d+: front-matter: front matter does not parse: /),
    ]);
  });

  it('fails docusaurus build and warns in docusaurus start, naming file and line', async () => {
    const plugin = contentCheckPlugin({siteDir: site} as LoadContext);
    const env = process.env.NODE_ENV;
    try {
      process.env.NODE_ENV = 'production';
      await expect(plugin.loadContent!()).rejects.toThrow(/docs\/broken\.mdx:\d+: front-matter:/);
      process.env.NODE_ENV = 'development';
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      await expect(plugin.loadContent!()).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/^\[WARNING\] 1 content problem .*\ndocs\/broken\.mdx:\d+: front-matter:/s),
      );
      warn.mockRestore();
    } finally {
      process.env.NODE_ENV = env;
    }
  });

  it('runs every registered rule', () => {
    expect(rules).toEqual(
      expect.arrayContaining([
        readerFrontMatter,
        commandSyntax,
        stepLevels,
        destructiveSteps,
        quotedErrors,
        typedFigures,
        botPermissionLists,
        paidExamples,
        exampleServerName,
      ]),
    );
  });
});

describe('readers', () => {
  it('are the four permission levels, in order, and developer, who holds no level beyond everyone', async () => {
    const {readers} = await import('../../src/data/readers');
    const {permissionLevels} = await import('../../src/data/permissions');
    expect(readers.slice(0, 4).map((r) => [r.id, r.level])).toEqual(permissionLevels.map((l) => [l.id, l.id]));
    expect(readers[4]).toMatchObject({id: 'developer', level: 'everyone'});
    for (const reader of readers) expect(reader.heading).toMatch(/^For \w+s$|^For everyone$/);
  });
});

describe('example world', () => {
  const world = (source: string, file = 'docs/page.mdx') => run(exampleFacts, page(source, {}, file));

  it("a figure, plan or ID said of the example server that is not the data's", () => {
    expect(world('Pixel Harbor has 2,315 members online and 64 in voice.')).toEqual([
      expect.stringMatching(/^1: "2,315 members online" is not the example server's online: /),
      expect.stringMatching(/^1: "64 in voice" is not the example server's voice: src\/data\/exampleServer\.ts has /),
    ]);
    expect(world('{exampleServer.name} is a gaming community on the Free plan.')).toEqual([
      expect.stringMatching(/^1: "on the Free plan": the example server is on Premium/),
    ]);
    expect(world('Copy an ID such as `1234567890123456789`.')).toEqual([
      expect.stringMatching(/^1: 1234567890123456789 is no ID of the example server/),
    ]);
    expect(world('The category counter reads "MEMBERS: 12.408" with `de-DE`.')).toEqual([]);
    expect(world('Your server has 64 members in voice.')).toEqual([]);
  });
});

describe('example server names', () => {
  it('another server used as the example, in any phrasing', () => {
    expect(run(exampleServerName, page('On the Cozy Cove server, counters show members.'))).toHaveLength(1);
    expect(run(exampleServerName, page("Nebula Hub's members earn roles."))).toHaveLength(1);
    expect(run(exampleServerName, page('Ask on the Statlas support server.'))).toEqual([]);
  });
});

describe('mdx imports', () => {
  it('a component used without its import, and the import line to add', () => {
    expect(run(mdxImports, page('Premium only <PlanBadge plan="premium" />.'))).toEqual([
      "1: <PlanBadge> is used without its import, and the page crashes: add `import PlanBadge from '@site/src/components/PlanBadge';` after the front matter",
    ]);
    expect(
      run(
        mdxImports,
        page('import PlanBadge from \'@site/src/components/PlanBadge\';\n\nPremium <PlanBadge plan="premium" />.'),
      ),
    ).toEqual([]);
    expect(
      run(mdxImports, page('<DiscordMessage id="ping" /> and <Limit of="counters" /> and <Details>x</Details>')),
    ).toEqual([]);
    expect(run(mdxImports, page('Write `<PlanBadge plan="premium" />` in the page.'))).toEqual([]);
  });
});

describe('tags a page uses without an import', () => {
  it('are the MDX components map or tags a remark plugin writes in', async () => {
    const {globalTags} = await import('../../plugins/content-check/fix');
    const {readFileSync} = await import('node:fs');
    const {readdirSync} = await import('node:fs');
    // Every plugin module that rewrites MDX nodes (remark.ts, errors.ts…).
    const remark = readdirSync(join(root, 'plugins'))
      .flatMap((plugin) => {
        try {
          return readdirSync(join(root, 'plugins', plugin))
            .filter((name) => name.endsWith('.ts'))
            .map((name) => readFileSync(join(root, 'plugins', plugin, name), 'utf8'));
        } catch {
          return [];
        }
      })
      .filter((text) => !text.includes('globalTags'))
      .join('\n');
    const mdxMap = readFileSync(
      join(root, 'node_modules/@docusaurus/theme-classic/lib/theme/MDXComponents/index.js'),
      'utf8',
    );
    for (const tag of globalTags) {
      expect(
        new RegExp(`\\b${tag}\\b`).test(mdxMap) || remark.includes(`'${tag}'`) || remark.includes(`${tag}:`),
        tag,
      ).toBe(true);
    }
  });
});
