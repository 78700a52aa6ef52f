import { expect, inject } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Locale, OutboxMessage } from '@golf/contracts';
import { tokenStorageKey } from '../apps/web/src/lib/auth/session-store';
import type { Environment } from '../apps/web/src/app/environment';
import { totp } from '../apps/server/test/totp';
import { baseUrl } from './browser';

/**
 * Accounts for the browser tests, made through the public API: sign up, the verification link
 * from the dev outbox, sign-in. Each test makes its own, so tests share no user state.
 */

export interface Credentials {
  email: string;
  password: string;
}

export interface NewAccount extends Credentials {
  displayName: string;
}

export interface Player extends NewAccount {
  id: number;
}

export const demoAccount = (role: 'administrator' | 'player'): Credentials => inject('demoAccounts')[role];

let sequence = 0;

/** Unique e-mail, display name (3–20 letters, digits, _ and -) and password for a new account. */
export function newAccount(tag: string): NewAccount {
  const unique = `${Date.now().toString(36)}${(sequence++).toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  return {
    email: `e2e-${tag}-${unique}@example.com`,
    password: `Pw-${unique}-long`,
    displayName: `${tag.slice(0, 6)}_${unique}`.slice(0, 20),
  };
}

export interface ApiReply<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/**
 * One JSON call from the test process. Sends the site's Origin, as a browser would (the identity
 * provider checks it), and the bearer token when given.
 */
export async function api<T = { data?: unknown }>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<ApiReply<T>> {
  const headers: Record<string, string> = { accept: 'application/json', origin: baseUrl(), 'accept-language': 'en' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as T };
}

/**
 * The newest mail of a template sent to an address, waiting (at most 10 s) for it to arrive.
 * A plain loop rather than expect.poll, which only works inside a test (this also runs in beforeAll).
 */
export async function latestMail(to: string, template: string): Promise<OutboxMessage> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const reply = await api<{ data: OutboxMessage[] }>('GET', `/dev/mail/messages?to=${encodeURIComponent(to)}`);
    expect(reply.status).toBe(200);
    const found = reply.body.data.find((mail) => mail.template === template);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no "${template}" mail to ${to} in the dev outbox within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The verification link in the newest verify-email mail to the address. */
export async function verificationLink(to: string): Promise<string> {
  const mail = await latestMail(to, 'verify-email');
  const link = mail.text.match(/https?:\/\/\S+?\/api\/auth\/verify-email\?token=[^\s<>"')\]]+/)?.[0];
  if (!link) throw new Error(`no verification link in the mail:\n${mail.text}`);
  return link;
}

/** Signs up through the API and follows the e-mailed verification link. */
export async function createPlayer(
  tag: string,
  { completeRegistration = true, locale = 'en' as Locale } = {},
): Promise<Player> {
  const account = newAccount(tag);
  const signUp = await api<{ data: { id: number } }>('POST', '/api/auth/sign-up/email', {
    body: {
      email: account.email,
      email_confirmation: account.email,
      password: account.password,
      password_confirmation: account.password,
      display_name: account.displayName,
      locale,
    },
  });
  expect(signUp.status, JSON.stringify(signUp.body)).toBe(201);
  const verified = await fetch(await verificationLink(account.email), { redirect: 'manual' });
  expect(verified.headers.get('location')).toMatch(/\/sign-in\?verified=1$/);
  const player = { ...account, id: signUp.body.data.id };
  if (completeRegistration) {
    const token = await signInToken(player);
    const done = await api('POST', '/api/v1/users/me/complete-registration', { token });
    expect(done.status).toBe(200);
    await api('POST', '/api/auth/sign-out', { token, body: {} });
  }
  return player;
}

/** A bearer session (the game, mobile and back-office way); the token comes in set-auth-token. */
export async function signInToken(credentials: Credentials, code?: string): Promise<string> {
  const reply = await api('POST', '/api/auth/sign-in/email', {
    body: { email: credentials.email, password: credentials.password, ...(code && { code }) },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const token = reply.headers.get('set-auth-token');
  if (!token) throw new Error('sign-in answered without set-auth-token');
  return token;
}

/** The demo administrator suspends the account with the reason, as staff do in the back-office. */
export async function suspendAccount(userId: number, reason: string): Promise<void> {
  const suspended = await api('POST', `/api/v1/admin/users/${userId}/suspend`, {
    token: await signInToken(demoAccount('administrator')),
    body: { reason },
  });
  expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
}

/**
 * Signs a browser context in for the web environment: the sign-in request goes out from the
 * context, so the httpOnly session cookie lands in its cookie jar.
 */
export async function signInWeb(context: BrowserContext, credentials: Credentials): Promise<void> {
  const reply = await context.request.post(`${baseUrl()}/api/auth/sign-in/email`, {
    data: { email: credentials.email, password: credentials.password },
    headers: { origin: baseUrl() },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

/** Fills in the player app's sign-up form (already open) with the account and sends it. */
export async function submitSignUp(page: Page, account: NewAccount): Promise<void> {
  await page.getByTestId('sign-up-display-name').fill(account.displayName);
  await page.getByTestId('sign-up-email').fill(account.email);
  await page.getByTestId('sign-up-email-confirmation').fill(account.email);
  await page.getByTestId('sign-up-password').fill(account.password);
  await page.getByTestId('sign-up-password-confirmation').fill(account.password);
  await page.getByTestId('sign-up-submit').click();
}

/** Fills in and sends the back-office login form (it does not wait for the outcome: a refusal stays on the page). */
export async function submitBackofficeLogin(page: Page, credentials: Credentials): Promise<void> {
  await page.goto(`${baseUrl()}/backoffice/login`);
  await page.getByTestId('login-email').fill(credentials.email);
  await page.getByTestId('login-password').fill(credentials.password);
  await page.getByTestId('login-submit').click();
}

/** Signs the demo administrator in to the back-office and waits until it has left the login page. */
export async function signInBackofficeAdmin(page: Page): Promise<void> {
  await submitBackofficeLogin(page, demoAccount('administrator'));
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/** Gives the game or mobile environment of a context a bearer token before any page script runs. */
export async function useBearerToken(
  context: BrowserContext,
  environment: Exclude<Environment, 'web'>,
  token: string,
): Promise<void> {
  // Once per context: a later logout that forgets the token stays logged out.
  await context.addInitScript(
    ({ key, value }) => {
      const seeded = `e2e.seeded.${key}`;
      if (window.localStorage.getItem(seeded)) return;
      window.localStorage.setItem(seeded, '1');
      window.localStorage.setItem(key, value);
    },
    { key: tokenStorageKey(environment), value: token },
  );
}

const TOTP_STEP_MS = 30_000;

/**
 * A TOTP code for a time step not used yet (codes are single-use): the current step's, or the
 * next one's, which the server still accepts (it allows one step either side). `used` remembers
 * the steps handed out.
 */
export function unusedTotp(secret: string, used: Set<number>, now = Date.now()): string {
  const current = Math.floor(now / TOTP_STEP_MS);
  const offset = [0, 1].find((candidate) => !used.has(current + candidate));
  if (offset === undefined) throw new Error('both usable TOTP steps were used already');
  used.add(current + offset);
  return totp(secret, now, offset);
}

/** A pending card order of a new player: the first store price paid in money opens a checkout. */
export async function placeMoneyOrder(tag = 'buyer'): Promise<number> {
  const token = await signInToken(await createPlayer(tag));
  const listing = await api<{ data: { prices: { id: number; currency: string | null }[] }[] }>(
    'GET',
    '/api/v1/store/products?per_page=100',
    { token },
  );
  const price = listing.body.data.flatMap((product) => product.prices).find((candidate) => candidate.currency);
  expect(price, 'a money price in the demo store').toBeDefined();
  const order = await api<{ data: { order: { id: number } } }>('POST', '/api/v1/store/orders', {
    token,
    body: { price_id: price!.id, quantity: 1 },
  });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  return order.body.data.order.id;
}
