import { expect, type Page } from '@playwright/test';
import { resolve } from 'node:path';
import { SANDBOX_URL } from './ports.ts';

export const VIEWER = { uid: '200001', password: 'viewer-one' };
export const SHOTS = resolve(import.meta.dirname, '../screenshots');

/** Calls a sandbox admin endpoint (loopback only). */
export async function admin(path: string, body: unknown) {
  const r = await fetch(`${SANDBOX_URL}/__sandbox/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!r.ok) throw new Error(`admin ${path}: HTTP ${r.status}`);
  return r.json() as Promise<unknown>;
}

/** Signs in through the login popup with the password form. */
export async function signIn(page: Page, who = VIEWER) {
  await page.goto('/login');
  await page.getByLabel('Account ID').fill(who.uid);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  await expect(page).toHaveURL(/\/match$/);
}

/** Fails the test on any page error or dialog (nothing should ever execute or alert). */
export function watchForErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('dialog', (d) => {
    errors.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  return errors;
}

export async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}
