import {test, expect, waitForHydration} from './support';
import {discordApp} from '../../src/config/links';

/**
 * The invite link builder on docs/guide/invite, in the browser (its server-rendered HTML is checked in
 * tests/build/chrome.test.ts). Expected integers are Discord's bits added up by
 * hand (tests/unit/bot-permissions.test.ts checks them against discord-api-types).
 */
const ROUTE = '/docs/guide/invite';
const ALL = '269569040';
const STATS_COMMANDS = '84992';
const STATS_AND_DASHBOARD = '84992';
const ROLE_REWARDS = '268436480';

function expectedUrl(permissions: string): string {
  const params = new URLSearchParams({client_id: discordApp.clientId, permissions, scope: 'bot applications.commands'});
  return `https://discord.com/oauth2/authorize?${params.toString()}`;
}

test('ticking features changes the permissions, the integer and the URL', async ({page}) => {
  await page.goto(ROUTE);
  await waitForHydration(page);
  const builder = page.getByTestId('invite-builder');
  const integer = builder.getByTestId('invite-integer');
  const url = builder.getByTestId('invite-url');
  await expect(builder.getByRole('group', {name: 'Features you will use'})).toBeEnabled();

  for (const name of ['Counter channels', 'Role rewards', 'Log channel', 'Dashboard']) {
    await builder.getByRole('checkbox', {name}).uncheck();
  }
  await expect(integer).toHaveText(STATS_COMMANDS);
  await expect(url).toHaveAttribute('href', expectedUrl(STATS_COMMANDS));
  await expect(builder.getByTestId('invite-permissions').locator('li')).toHaveCount(4);

  // Keyboard: Space toggles the focused checkbox. The dashboard needs only View Channels, which
  // the stats commands already need, so the integer stays.
  await builder.getByRole('checkbox', {name: 'Dashboard'}).focus();
  await page.keyboard.press('Space');
  await expect(builder.getByRole('checkbox', {name: 'Dashboard'})).toBeChecked();
  await expect(integer).toHaveText(STATS_AND_DASHBOARD);

  await builder.getByRole('checkbox', {name: 'Stats commands'}).uncheck();
  await builder.getByRole('checkbox', {name: 'Dashboard'}).uncheck();
  await builder.getByRole('checkbox', {name: 'Role rewards'}).check();
  await expect(integer).toHaveText(ROLE_REWARDS);
  await expect(url).toHaveAttribute('href', expectedUrl(ROLE_REWARDS));
  await expect(builder.getByTestId('invite-permissions')).toContainText('Manage Roles');
  await expect(builder.getByTestId('invite-permissions')).not.toContainText('Send Messages');
});

test('the copy button copies the invite link and announces it', async ({page, context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await page.goto(ROUTE);
  await waitForHydration(page);
  const builder = page.getByTestId('invite-builder');
  await builder.getByRole('checkbox', {name: 'Counter channels'}).uncheck();
  await builder.getByRole('button', {name: 'Copy invite link'}).click();
  await expect(builder.getByTestId('invite-copy-status')).toHaveText('Invite link copied.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await builder.getByTestId('invite-url').getAttribute('href'));
  expect(new URL(copied).searchParams.get('permissions')).not.toBe(ALL);
});
