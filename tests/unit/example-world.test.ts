import {describe, expect, it} from 'vitest';
import {counterVariables, getCounterVariable} from '../../src/data/counterVariables';
import {exampleServer, exampleSnowflakes} from '../../src/data/exampleServer';
import {getPlanLimit, planLimitNumber} from '../../src/data/plans';
import {roleConditions} from '../../src/data/roleConditions';
import {deref, spec} from './support/openapi';

/**
 * The example world (src/data/exampleServer.ts) holds together: its counters and rewards fit its plan,
 * its figures add up, and every example of the OpenAPI spec that shows the example server equals it.
 */
const world = exampleServer;
/* eslint-disable @typescript-eslint/no-explicit-any */

/** Every `example` value of the spec (parameters, schemas, headers and response bodies), with where it is. */
function examplesOf(node: any, where: string, found: {where: string; value: any}[] = []) {
  if (Array.isArray(node)) node.forEach((item, i) => examplesOf(item, `${where}[${i}]`, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'example') found.push({where: `${where}.example`, value});
      else if (key !== 'x-keywords' && key !== 'description') examplesOf(value, `${where}.${key}`, found);
    }
  }
  return found;
}
const examples = examplesOf(spec, 'spec');

/** Every object nested in a value, itself included. */
function objectsIn(value: any, out: any[] = []): any[] {
  if (Array.isArray(value)) value.forEach((item) => objectsIn(item, out));
  else if (value && typeof value === 'object') {
    out.push(value);
    Object.values(value).forEach((item) => objectsIn(item, out));
  }
  return out;
}

function okExample(operationId: string): any {
  for (const item of Object.values(spec.paths) as any[]) {
    for (const op of Object.values(item) as any[]) {
      if (op.operationId === operationId) return deref(op.responses['200']).content['application/json'];
    }
  }
  throw new Error(`no operation ${operationId}`);
}

describe('the example server fits its plan', () => {
  it('has no more counters than the plan allows, each with known variables', () => {
    expect(world.counters.length).toBeGreaterThan(0);
    expect(world.counters.length).toBeLessThanOrEqual(planLimitNumber('counters', world.plan));
    const tokens = new Set(counterVariables.map((v) => v.id));
    for (const counter of world.counters) {
      for (const [, name] of counter.template.matchAll(/\{([a-z_]+)[^}]*\}/g)) expect(tokens, name).toContain(name);
    }
  });

  it('has no more role rewards than the plan allows, none reaching past its history', () => {
    expect(world.rewards.length).toBeGreaterThan(0);
    expect(world.rewards.length).toBeLessThanOrEqual(planLimitNumber('role-rewards', world.plan));
    const history = planLimitNumber('history', world.plan);
    for (const reward of world.rewards) if (reward.days !== undefined) expect(reward.days).toBeLessThanOrEqual(history);
  });

  it("writes each reward's command from its own fields, with a known condition", () => {
    const conditions = new Set(roleConditions.map((c) => c.id));
    for (const reward of world.rewards) {
      expect(conditions, reward.condition).toContain(reward.condition);
      const expected = [
        `/rolereward create role:@${world.roles[reward.role]}`,
        `condition:${reward.condition}`,
        ...(reward.list ? [`list:${reward.list}`] : []),
        `limit:${reward.limit}`,
        `value:${reward.value}`,
        ...(reward.days !== undefined ? [`days:${reward.days}`] : []),
      ].join(' ');
      expect(reward.command).toBe(expected);
    }
    expect(new Set(world.rewards.map((r) => r.role)).size).toBe(world.rewards.length);
  });

  it('uses a plan whose API rate limit the spec examples show', () => {
    const limit = planLimitNumber('api-rate-limit', world.plan);
    expect(spec.components.headers['X-RateLimit-Limit'].schema.example).toBe(limit);
    expect(spec.components.schemas.RateLimitHeaders.properties['X-RateLimit-Limit'].example).toBe(limit);
    expect(spec.components.headers['X-RateLimit-Remaining'].schema.example).toBeLessThan(limit);
    const tooMany = spec.components.responses.TooManyRequests.content['application/json'];
    const retry = spec.components.headers['Retry-After'].schema.example;
    const message = `Rate limit of ${limit} requests per minute reached. Retry in ${retry} seconds.`;
    expect(tooMany.example.message).toBe(message);
    expect(tooMany.schema.properties.message.example).toBe(message);
    expect(getPlanLimit('api-rate-limit').type).toBe('quantity');
  });
});

describe('the example figures add up', () => {
  const {counts} = world;
  it('people and bots make the members; online and voice are parts of them', () => {
    expect(counts.humans + counts.bots).toBe(counts.members);
    expect(counts.online).toBeLessThanOrEqual(counts.members);
    expect(counts.voice).toBeLessThanOrEqual(counts.online);
  });

  it('the boost tier is the one Discord gives for the boosts', () => {
    const tier = counts.boosts >= 14 ? 3 : counts.boosts >= 7 ? 2 : counts.boosts >= 2 ? 1 : 0;
    expect(counts.boostTier).toBe(tier);
  });

  it('channel counts add up, with one counter channel per counter', () => {
    const {total, counters, ...byType} = world.channelCounts;
    expect(Object.values(byType).reduce((a, b) => a + b, 0)).toBe(total);
    expect(counters).toBe(world.counters.length);
  });

  it('the member series ends at the member count, each day adding joins and taking leaves', () => {
    const points = world.memberSeries;
    expect(points.at(-1)!.members).toBe(counts.members);
    for (let i = 1; i < points.length; i += 1) {
      expect(points[i]!.members).toBe(points[i - 1]!.members + points[i]!.joins - points[i]!.leaves);
    }
  });

  it('the counter variables show the example counts', () => {
    expect(getCounterVariable('members').example).toBe(counts.members);
    expect(getCounterVariable('online').example).toBe(counts.online);
    expect(getCounterVariable('voice').example).toBe(counts.voice);
    expect(getCounterVariable('boosts').example).toBe(counts.boosts);
    expect(getCounterVariable('channels').example).toBe(world.channelCounts.total);
  });

  it('every snowflake is one of 17 to 20 digits and names one thing', () => {
    const ids = [
      world.id,
      ...Object.values(world.channelDetails).map((c) => c.id),
      ...Object.values(world.roleDetails).map((r) => r.id),
      ...Object.values(world.members).map((m) => m.id),
      ...world.counters.map((c) => c.channelId),
      world.missingChannelId,
    ];
    for (const id of ids) expect(id).toMatch(/^\d{17,20}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(exampleSnowflakes.size).toBe(ids.length);
  });

  it('channels sit in categories of the server', () => {
    for (const channel of Object.values(world.channelDetails)) {
      if (channel.parent === null) expect(channel.type).toBe('category');
      else expect(world.channelDetails[channel.parent].type).toBe('category');
    }
  });
});

describe("the spec's examples are the example world", () => {
  it('every snowflake an example shows belongs to the example world', () => {
    const strange: string[] = [];
    for (const {where, value} of examples) {
      for (const object of [value, ...objectsIn(value).flatMap((o) => Object.values(o))]) {
        if (typeof object !== 'string') continue;
        for (const [id] of object.matchAll(/\b\d{17,20}\b/g))
          if (!exampleSnowflakes.has(id)) strange.push(`${where}: ${id}`);
      }
    }
    expect(strange).toEqual([]);
  });

  it('every guildId is the example server', () => {
    const guildIds = examples.flatMap(({value}) =>
      objectsIn(value)
        .filter((o) => 'guildId' in o)
        .map((o) => o.guildId),
    );
    expect(guildIds.length).toBeGreaterThan(5);
    for (const id of guildIds) expect(id).toBe(world.id);
    expect(spec.components.schemas.GuildId.example).toBe(world.id);
  });

  it('every member a body names has its username and user ID', () => {
    const byId = new Map(Object.values(world.members).map((m) => [m.id, m.username]));
    const named = examples.flatMap(({value}) => objectsIn(value).filter((o) => 'userId' in o && 'username' in o));
    expect(named.length).toBeGreaterThan(0);
    for (const entry of named) expect(entry.username, entry.userId).toBe(byId.get(entry.userId));
  });

  it('every channel a body shows has its name, type, category and position', () => {
    const byId = new Map(Object.values(world.channelDetails).map((c) => [c.id, c]));
    const shown = examples.flatMap(({value}) =>
      objectsIn(value).filter((o) => typeof o.id === 'string' && 'name' in o && 'type' in o),
    );
    expect(shown.length).toBeGreaterThan(3);
    for (const channel of shown) {
      const own = byId.get(channel.id);
      expect(own, channel.id).toBeDefined();
      expect({name: channel.name, type: channel.type, position: channel.position}).toEqual({
        name: own!.name,
        type: own!.type,
        position: own!.position,
      });
      expect(channel.parentId).toBe(own!.parent === null ? null : world.channelDetails[own!.parent].id);
    }
  });

  it('the member counts are the example counts', () => {
    const {example, schema} = okExample('getGuildMemberCounts');
    const expected = {
      guildId: world.id,
      members: world.counts.members,
      humans: world.counts.humans,
      bots: world.counts.bots,
      online: world.counts.online,
      voice: world.counts.voice,
      boosts: world.counts.boosts,
      updatedAt: world.updatedAt,
    };
    expect(example).toEqual(expected);
    for (const [key, value] of Object.entries(expected)) {
      if (key !== 'guildId') expect(schema.properties[key].example, key).toBe(value);
    }
  });

  it('the member count series is the example series', () => {
    const {example, schema} = okExample('getGuildMemberCountSeries');
    expect(example.points).toEqual(world.memberSeries);
    expect(example.from).toBe(world.memberSeries[0]!.time);
    expect(schema.properties.points.items.properties.members.example).toBe(world.counts.members);
  });

  it('the channel counts are the example channel counts', () => {
    const {example, schema} = okExample('getGuildChannelCounts');
    expect(example).toEqual({guildId: world.id, ...world.channelCounts});
    for (const [key, value] of Object.entries(world.channelCounts)) {
      expect(schema.properties[key].example, key).toBe(value);
    }
  });

  it('the 404 example names a channel the example server does not have', () => {
    const {example} = spec.components.responses.NotFound.content['application/json'];
    expect(example.message).toContain(world.missingChannelId);
    expect(Object.values(world.channelDetails).map((c) => c.id)).not.toContain(world.missingChannelId);
  });
});

describe("the spec's week is the example week", () => {
  const {week} = world;
  const period = {guildId: world.id, from: week.from, to: week.to};

  it('the message sums are the week and the week before', () => {
    expect(okExample('getGuildMessageSums').example).toEqual({
      ...period,
      messages: week.messages,
      activeMembers: week.messageMembers,
      activeChannels: week.messageChannels,
      previous: {
        messages: week.previousMessages,
        activeMembers: week.previousMessageMembers,
        activeChannels: week.previousMessageChannels,
      },
    });
  });

  it('the voice sums are the week and the week before', () => {
    expect(okExample('getGuildVoiceSums').example).toEqual({
      ...period,
      minutes: week.voiceMinutes,
      activeMembers: week.voiceMembers,
      peakConcurrent: week.voicePeak,
      previous: {
        minutes: week.previousVoiceMinutes,
        activeMembers: week.previousVoiceMembers,
        peakConcurrent: week.previousVoicePeak,
      },
    });
  });

  it('the top lists and the member stats show the members of the week with their figures and ranks', () => {
    const stats = Object.entries(week.memberStats).map(([key, s]) => ({...s!, ...world.members[key as 'builder']}));
    const byRank = (rank: 'messageRank' | 'voiceRank', value: 'messages' | 'voiceMinutes') =>
      stats
        .slice()
        .sort((a, b) => a[rank] - b[rank])
        .map((s) => ({rank: s[rank], userId: s.id, username: s.username, value: s[value], inServer: true}));
    expect(okExample('getGuildTopMessageMembers').example).toEqual({
      ...period,
      members: byRank('messageRank', 'messages'),
    });
    expect(okExample('getGuildTopVoiceMembers').example).toEqual({
      ...period,
      members: byRank('voiceRank', 'voiceMinutes'),
    });
    const member = okExample('getGuildMemberStats').example;
    const own = stats.find((s) => s.id === member.userId)!;
    expect(member).toMatchObject({...period, messages: own.messages, voiceMinutes: own.voiceMinutes});
    expect(member.ranks).toMatchObject({messages: own.messageRank, voice: own.voiceRank});
  });

  it('the top message channel is the week’s top channel', () => {
    const [first] = okExample('getGuildTopMessageChannels').example.channels;
    expect(first.value).toBe(week.topChannel.messages);
    expect(first.channel.id).toBe(world.channelDetails[week.topChannel.channel].id);
  });

  it('the activity search lists the activities of the last 30 days', () => {
    expect(okExample('getActivities').example.activities).toEqual(
      world.activities30d.map((a) => ({name: a.name, type: a.type, minutes30d: a.minutes})),
    );
    expect(world.activities30d[0]!.name).toBe(week.topActivity.name);
    expect(world.activities30d[0]!.minutes).toBeGreaterThan(week.topActivity.minutes);
  });
});
