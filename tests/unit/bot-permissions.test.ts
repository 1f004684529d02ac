import {describe, expect, it} from 'vitest';
import {PermissionFlagsBits} from 'discord-api-types/v10';
import {discordPermissionBits} from '../../src/data/discordPermissionBits.generated';
import {
  botFeatures,
  botPermissions,
  inviteUrl,
  permissionInteger,
  permissionsFor,
  type BotFeatureId,
} from '../../src/data/botPermissions';
import {discordApp} from '../../src/config/links';
import {renderBitsModule} from '../../scripts/gen-discord-permissions.mjs';
import fs from 'node:fs';

// Bits as Discord documents them (https://discord.com/developers/docs/topics/permissions),
// written as shifts so the expected integers do not come from the code under test.
const VIEW_CHANNEL = 1n << 10n;
const SEND_MESSAGES = 1n << 11n;
const EMBED_LINKS = 1n << 14n;
const READ_MESSAGE_HISTORY = 1n << 16n;
const CONNECT = 1n << 20n;
const MANAGE_CHANNELS = 1n << 4n;
const MANAGE_ROLES = 1n << 28n;

const expected: Record<BotFeatureId, bigint> = {
  counters: VIEW_CHANNEL | MANAGE_CHANNELS | MANAGE_ROLES | CONNECT, // 269485072
  'role-rewards': VIEW_CHANNEL | MANAGE_ROLES, // 268436480
  logging: VIEW_CHANNEL | SEND_MESSAGES | EMBED_LINKS, // 19456
  'stats-commands': VIEW_CHANNEL | SEND_MESSAGES | EMBED_LINKS | READ_MESSAGE_HISTORY, // 84992
  dashboard: VIEW_CHANNEL, // 1024
};

describe('bot permission data', () => {
  it('the generated bits module matches the installed discord-api-types', () => {
    const onDisk = fs.readFileSync(
      new URL('../../src/data/discordPermissionBits.generated.ts', import.meta.url),
      'utf8',
    );
    expect(onDisk, 'run `npm run gen:discord-permissions`').toBe(renderBitsModule(PermissionFlagsBits));
    for (const permission of botPermissions) {
      expect(BigInt(discordPermissionBits[permission.flag]), permission.name).toBe(
        PermissionFlagsBits[permission.flag],
      );
    }
  });

  it.each(botFeatures.map((feature) => feature.id))(
    'the permission integer of %s matches Discord’s bits',
    (feature) => {
      expect(permissionInteger(permissionsFor([feature]))).toBe(expected[feature]);
    },
  );

  it('all features together give the full integer, and no feature gives 0', () => {
    const all = Object.values(expected).reduce((total, bits) => total | bits, 0n);
    expect(permissionInteger(permissionsFor(botFeatures.map((feature) => feature.id)))).toBe(all);
    expect(all).toBe(269569040n);
    expect(permissionInteger(permissionsFor([]))).toBe(0n);
  });

  it('every permission has one reason, a feature, and a name used once', () => {
    const names = botPermissions.map((permission) => permission.name);
    expect(new Set(names).size).toBe(names.length);
    for (const permission of botPermissions) {
      expect(permission.reason, permission.name).toMatch(/^[A-Z].*\.$/);
      expect(permission.reason.split('\n'), permission.name).toHaveLength(1);
      expect(permission.features.length, permission.name).toBeGreaterThan(0);
    }
    expect(botPermissions.map((permission) => permission.flag)).not.toContain('Administrator');
  });

  it('the invite URL carries the client id, the integer and both scopes', () => {
    const url = new URL(inviteUrl(discordApp, 84992n));
    expect(url.origin + url.pathname).toBe('https://discord.com/oauth2/authorize');
    expect(url.searchParams.get('client_id')).toBe(discordApp.clientId);
    expect(url.searchParams.get('permissions')).toBe('84992');
    expect(url.searchParams.get('scope')).toBe('bot applications.commands');
  });
});
