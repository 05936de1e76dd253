import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  describeInBrowser,
  fitsWidth,
  launchBrowser,
  newPage,
  reportPagesOnFailure,
  type RunningPortal,
  screenshot,
  startPortal,
} from './browser.js';

const admin = { name: 'Greta Brandt', email: 'greta@nordlicht.example', password: 'four calm harbour lights' };

describeInBrowser('Portal in Chromium: webhooks', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  reportPagesOnFailure(() => [page]);

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser));
  }, 300_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.close();
  });

  it('adds an endpoint in Settings → Integrations, shows its secret once and lists it', async () => {
    await page.goto(`${portal.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Set up your organisation' }).waitFor();
    await page.getByLabel('Organisation name').fill('Nordlicht Facility Services');
    await page.getByLabel('Your name').fill(admin.name);
    await page.getByLabel('E-mail').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByLabel('Confirm password').fill(admin.password);
    await page.getByRole('button', { name: 'Set up and sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await page.getByRole('link', { name: 'Integrations' }).click();
    await page.getByRole('heading', { name: 'Webhooks' }).waitFor();

    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Address (https)').fill('https://pms.example.com/caretaker/webhooks');
    await dialog.getByLabel('Description').fill('Property management system');
    await dialog.getByRole('checkbox', { name: 'incident.created' }).check();
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = dialog.getByLabel('Secret');
    await secret.waitFor();
    expect(await secret.inputValue()).toMatch(/^whsec_/);
    await screenshot(page, 'integrations-webhook-secret');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByText('https://pms.example.com/caretaker/webhooks').waitFor();
    expect(await page.getByText('whsec_').count()).toBe(0);
    await page.getByRole('button', { name: 'Send test' }).click();
    await page.getByText('Test event queued.').waitFor();
    await page.getByRole('heading', { name: 'Webhooks' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'integrations-webhooks-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'integrations-webhooks-phone');
    await expect.poll(() => fitsWidth(page)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Deliveries' }).click();
    await page.getByRole('dialog').getByText('webhook.test', { exact: true }).waitFor();
    await screenshot(page, 'integrations-webhook-deliveries');
  });
});
