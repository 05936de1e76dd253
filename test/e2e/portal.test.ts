import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  describeInBrowser,
  launchBrowser,
  newPage,
  reportPagesOnFailure,
  type RunningPortal,
  screenshot,
  SCREENSHOTS_DIR,
  startPortal,
} from './browser.js';

// One fresh installation, used the way a new customer would: set it up, sign in, connect a
// system with an API key, invite a colleague, limit and deactivate accounts. The steps
// build on each other, so they run in order.

const admin = { name: 'Greta Brandt', email: 'greta@nordlicht.example', password: 'four calm harbour lights' };
const worker = { name: 'Walter Krause', email: 'walter@nordlicht.example', password: 'tidy stairwell every monday' };

interface ApiAnswer {
  status: number;
  body: { key?: { scopes: string[] }; data?: { name: string }[] };
}

async function api(portal: RunningPortal, key: string, path: string): Promise<ApiAnswer> {
  const response = await fetch(`${portal.url}${path}`, { headers: { 'x-api-key': key } });
  return { status: response.status, body: (await response.json()) as ApiAnswer['body'] };
}

async function signIn(page: Page, portal: RunningPortal, who: { email: string; password: string }): Promise<void> {
  await page.goto(`${portal.url}/`);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The office opens on its home page; these steps start from the properties.
  await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  await page.goto(`${portal.url}/properties`);
  await page.getByRole('heading', { level: 1, name: 'Properties' }).waitFor();
}

/** Creates an API key in the Integrations card and returns the raw key the dialog shows once. */
async function createKey(
  page: Page,
  options: { name: string; scopes: string[]; account?: string; screenshotAs?: string },
): Promise<string> {
  await page.getByRole('button', { name: 'Create key' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(options.name);
  for (const scope of options.scopes) await dialog.getByRole('checkbox', { name: scope }).check();
  if (options.account) await dialog.getByLabel('Bound to account').selectOption({ label: options.account });
  await dialog.getByRole('button', { name: 'Create API key' }).click();
  const field = dialog.getByLabel('Your new API key');
  await field.waitFor();
  const key = await field.inputValue();
  if (options.screenshotAs) await screenshot(page, options.screenshotAs);
  await dialog.getByRole('button', { name: 'Done' }).click();
  // Closing asks whether the key was copied; after that it is gone for good.
  const confirm = page.getByRole('button', { name: 'Yes, close' });
  if (await confirm.isVisible()) await confirm.click();
  await dialog.waitFor({ state: 'hidden' });
  return key;
}

async function openIntegrations(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Integrations' }).click();
  await page.getByRole('heading', { name: 'REST API' }).waitFor();
}

async function openAccounts(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Accounts' }).click();
  await page.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor();
}

describeInBrowser('Portal in Chromium: first run, keys, accounts', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let adminContext: BrowserContext;
  let adminPage: Page;
  let workerContext: BrowserContext | undefined;
  let workerPage: Page;
  let workerKey: string;
  reportPagesOnFailure(() => [adminPage, workerPage]);

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    ({ context: adminContext, page: adminPage } = await newPage(browser));
  }, 300_000);

  afterAll(async () => {
    await workerContext?.close();
    await adminContext?.close();
    await browser?.close();
    await portal?.close();
    console.log(`Screenshots in ${SCREENSHOTS_DIR}`);
  });

  it('offers first-run set-up on an empty installation and lands the new admin in the portal', async () => {
    const page = adminPage;
    await page.goto(`${portal.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Set up your organisation' }).waitFor();
    await screenshot(page, 'first-run-setup');
    await page.getByLabel('Organisation name').fill('Nordlicht Facility Services');
    await page.getByLabel('Your name').fill(admin.name);
    await page.getByLabel('E-mail').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByLabel('Confirm password').fill(admin.password);
    await page.getByRole('button', { name: 'Set up and sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    expect(await page.getByText('Nordlicht Facility Services').first().isVisible()).toBe(true);

    // A second visit of the set-up is refused by the server, whatever the page does.
    const again = await page.evaluate(async () => {
      const session = (await (await fetch('/portal/api/session')).json()) as { setup_required: boolean };
      return session.setup_required;
    });
    expect(again).toBe(false);
  });

  it('signs out and signs in again with e-mail and password', async () => {
    const page = adminPage;
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();

    await page.getByLabel('E-mail').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('The e-mail address or password is wrong.').waitFor();

    await signIn(page, portal, admin);
  });

  it('leaves no "Sign in again" behind when a screen asked the server while signing out', async () => {
    const page = adminPage;
    // The server signs out at once; its answer reaches the page only when released, and in
    // between the person opens another screen, whose request finds the session gone.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let signedOutOnServer = () => undefined as void;
    const serverDone = new Promise<void>((resolve) => {
      signedOutOnServer = resolve;
    });
    await page.route('**/portal/api/sign-out', async (route) => {
      const response = await route.fetch();
      signedOutOnServer();
      await released;
      await route.fulfill({ response });
    });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await serverDone;
    const refused = page.waitForResponse((r) => r.url().includes('/portal/api/') && r.status() === 401);
    await page.getByRole('link', { name: 'Tasks' }).first().click();
    await refused;
    release();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.unroute('**/portal/api/sign-out');

    // Signing in on the same page (no reload) lands in the portal with no dialog over it.
    await page.getByLabel('E-mail').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Sign in again' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Properties' }).click();
    await page.getByRole('heading', { level: 1, name: 'Properties' }).waitFor();
    // And the screen works: a dialog opens and closes.
    await page.getByRole('button', { name: 'New property' }).first().click();
    await page.getByRole('dialog', { name: 'New property' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  });

  it('creates properties that the office and the API see', async () => {
    const page = adminPage;
    for (const name of ['Hafenstraße 12', 'Lindenhof 3']) {
      await page.getByRole('button', { name: 'New property' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByLabel('City').fill('Hamburg');
      await dialog.getByRole('button', { name: 'Create property' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('cell', { name }).first().waitFor();
    }
  });

  it('creates a key with two scopes, shows it once, and the key works on /api/v1/me with exactly those scopes', async () => {
    const page = adminPage;
    await openIntegrations(page);
    const key = await createKey(page, {
      name: 'PMS production',
      scopes: ['properties:read', 'tasks:write'],
      screenshotAs: 'integrations-key-dialog',
    });
    expect(key).toMatch(/^ct_live_[0-9A-Za-z]+$/);

    const me = await api(portal, key, '/api/v1/me');
    expect(me.status).toBe(200);
    expect([...(me.body.key?.scopes ?? [])].sort()).toEqual(['properties:read', 'tasks:write']);

    // The list shows the key by name and prefix, never the secret.
    const row = page.getByRole('row', { name: /PMS production/ });
    await row.waitFor();
    expect(await row.textContent()).toContain(key.slice(0, 12));
    expect(await page.content()).not.toContain(key);
    await screenshot(page, 'integrations-card');
  });

  it('revokes the key in the UI, and the next API call with it is refused', async () => {
    const page = adminPage;
    const key = await createKey(page, { name: 'Middleware test', scopes: ['properties:read'] });
    expect((await api(portal, key, '/api/v1/me')).status).toBe(200);

    await page.getByRole('button', { name: 'Revoke Middleware test' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke key' }).click();
    await page.getByRole('row', { name: /Middleware test.*Revoked/ }).waitFor();

    const after = await api(portal, key, '/api/v1/me');
    expect(after.status).toBe(401);
  });

  it('invites a Worker, who signs in through the link but cannot see or reach the REST API card', async () => {
    const page = adminPage;
    await openAccounts(page);
    await page.getByRole('button', { name: 'New account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(worker.name);
    await dialog.getByLabel('E-mail').fill(worker.email);
    await dialog.getByLabel('Role').selectOption({ label: 'Worker' });
    // A new account starts with no property: access has to be chosen.
    expect(await dialog.getByLabel('Only selected properties').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Create account and invite link' }).click();
    await dialog.getByText('Choose at least one property, or give access to all properties.').waitFor();
    await dialog.getByLabel('All properties').check();
    await dialog.getByRole('button', { name: 'Create account and invite link' }).click();
    const link = await dialog.getByLabel('Invite link').inputValue();
    expect(link.startsWith(`${portal.url}/invite`)).toBe(true);
    await dialog.getByRole('button', { name: 'Done' }).click();

    ({ context: workerContext, page: workerPage } = await newPage(browser));
    await workerPage.goto(link);
    await workerPage.getByLabel('Choose a password').fill(worker.password);
    await workerPage.getByLabel('Confirm password').fill(worker.password);
    await workerPage.getByRole('button', { name: 'Set password and sign in' }).click();
    // A Worker has no office permission: the link lands in the field app, even on a desktop.
    await workerPage.getByRole('heading', { level: 1, name: 'Clock' }).waitFor();
    expect(new URL(workerPage.url()).pathname).toBe('/app/');
    await workerPage.goto(`${portal.url}/`);
    await workerPage.getByRole('heading', { level: 1, name: 'Properties' }).waitFor();

    expect(await workerPage.getByRole('link', { name: 'Integrations' }).count()).toBe(0);
    expect(await workerPage.getByRole('link', { name: 'Accounts' }).count()).toBe(0);
    await workerPage.goto(`${portal.url}/settings/integrations`);
    await workerPage.waitForLoadState('networkidle');
    expect(await workerPage.getByRole('heading', { name: 'REST API' }).count()).toBe(0);
    expect(await workerPage.getByRole('button', { name: 'Create key' }).count()).toBe(0);

    // The portal's own route refuses the Worker, whatever the page shows.
    const refused = await workerPage.evaluate(async () => {
      const response = await fetch('/portal/api/api-keys');
      return { status: response.status, code: ((await response.json()) as { code: string }).code };
    });
    expect(refused).toEqual({ status: 403, code: 'permission_denied' });
  });

  it("limits an account to one property, and its key's GET /api/v1/properties shrinks at once", async () => {
    const page = adminPage;
    await openIntegrations(page);
    workerKey = await createKey(page, {
      name: 'Walter phone sync',
      scopes: ['properties:read'],
      account: worker.name,
    });
    const before = await api(portal, workerKey, '/api/v1/properties');
    expect(before.status).toBe(200);
    expect((before.body.data ?? []).map((p) => p.name).sort()).toEqual(['Hafenstraße 12', 'Lindenhof 3']);

    await openAccounts(page);
    await page.getByRole('button', { name: `Change role and access of ${worker.name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Only selected properties').check();
    await dialog.getByRole('checkbox', { name: /Lindenhof 3/ }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const after = await api(portal, workerKey, '/api/v1/properties');
    expect(after.status).toBe(200);
    expect((after.body.data ?? []).map((p) => p.name)).toEqual(['Lindenhof 3']);
  });

  it('deactivates the account: its key and its signed-in session stop working', async () => {
    const page = adminPage;
    expect((await api(portal, workerKey, '/api/v1/me')).status).toBe(200);
    await page.getByRole('button', { name: `Deactivate ${worker.name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate account' }).click();
    await page.getByRole('row', { name: new RegExp(`${worker.name}.*Deactivated`) }).waitFor();

    expect((await api(portal, workerKey, '/api/v1/me')).status).toBe(401);
    await workerPage.reload();
    await workerPage.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await signInRefused(workerPage, worker);
  });

  it('works on a phone-sized screen: the menu opens the navigation', async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 812 });
    try {
      await signIn(page, portal, admin);
      await page.getByRole('button', { name: 'Menu' }).click();
      await openIntegrations(page);
      await screenshot(page, 'integrations-card-phone');
    } finally {
      await context.close();
    }
  });
});

async function signInRefused(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('The e-mail address or password is wrong.').waitFor();
}
