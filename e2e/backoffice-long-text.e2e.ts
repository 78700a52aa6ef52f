import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { enums } from '@golf/contracts';
import { api, createPlayer, demoAccount, signInBackofficeAdmin, signInToken } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';

const browser = await launchBrowser();

/** A laptop, and a phone (where the menu starts collapsed). */
const sizes = {
  laptop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;
type Size = keyof typeof sizes;

/** Long unbroken text, as staff typed it: no space for the browser to break at, as long as the API takes. */
const stamp = Date.now().toString(36);
const longWord = (stem: string, length: number) => `${stem}${stamp}`.repeat(length).slice(0, length);
const productName = longWord('Superlongproductnamewithoutanyspaces', 100);
const courseTitle = longWord('Superlongcoursetitlewithoutanyspaces', 120);
const firstName = longWord('Superlongfirstnamewithoutanyspaces', 100);
const lastName = longWord('Superlonglastnamewithoutanyspaces', 100);
const email = `${longWord('superlongemailaddresswithoutanyspaces', 64)}@example.com`;
const batch = longWord('Superlongvoucherbatchnamewithoutanyspaces', 100);

/** The list's search box, through the address (react-admin keeps filters there). */
const searching = (path: string, text: string) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify({ q: text.slice(0, 60) }))}`;

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}/backoffice${path}`);
  await page.waitForLoadState('networkidle');
}

/**
 * The page does not scroll sideways, and each named element, once scrolled to, lies wholly inside
 * the window's width with nothing of its own text cut off.
 */
async function expectOnScreen(page: Page, locators: Record<string, Locator>): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(innerWidth);
  for (const [name, locator] of Object.entries(locators)) {
    // Scrolled to, as a person would: down the page, or along a table that scrolls in its own box.
    await locator.scrollIntoViewIfNeeded();
    const box = await locator.boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${name} ends on screen`).toBeLessThanOrEqual(innerWidth);
    // An input scrolls its own value; anything else shows all of it.
    const hidden = await locator.evaluate((el) =>
      el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? 0 : el.scrollWidth - el.clientWidth,
    );
    expect(hidden, `${name} is cut off`).toBeLessThanOrEqual(1);
  }
}

/**
 * Nothing in the page's content is cut off: no element with text and wider than its box hides the
 * rest. A table may scroll sideways in its own container; an input scrolls its value; an ellipsis is
 * a choice.
 */
async function expectNothingCut(page: Page): Promise<void> {
  const cut = await page.locator('.RaLayout-content').evaluate((root) =>
    [...root.querySelectorAll('*')]
      .filter((el) => {
        const style = getComputedStyle(el);
        return (
          el.scrollWidth > el.clientWidth + 1 &&
          ['hidden', 'clip'].includes(style.overflowX) &&
          style.textOverflow !== 'ellipsis' &&
          !['INPUT', 'TEXTAREA'].includes(el.tagName) &&
          // A switch's ripple spills out of its track by design: only cut-off text counts.
          !!el.textContent?.trim()
        );
      })
      .map((el) => `${el.tagName}.${el.className}: ${el.scrollWidth} > ${el.clientWidth}`),
  );
  expect(cut).toEqual([]);
}

/** On a laptop a list shows every column: its table does not scroll sideways. */
async function expectWholeTable(page: Page, size: Size): Promise<void> {
  if (size !== 'laptop') return;
  const content = page.locator('.RaList-content');
  const { scrollWidth, clientWidth } = await content.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth, 'the table is wider than the list').toBeLessThanOrEqual(clientWidth);
}

/** Opens a row's editor by clicking the cell: the row stays reachable. */
async function openRow(page: Page, cell: Locator, path: string): Promise<void> {
  await cell.click();
  await page.waitForURL((url) => url.pathname === `/backoffice${path}`);
  await page.waitForLoadState('networkidle');
}

/**
 * Values typed without a space, as long as the API takes them, in the back-office's lists and
 * editors on a laptop and a phone: they wrap, the page never scrolls sideways, the value shows whole
 * and the actions stay on screen.
 */
describe('long text in the back-office', () => {
  let adminToken: string;
  let productId: number;
  let course: { id: number; title: string };
  let userId: number;
  const adminApi = <T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, body?: unknown) =>
    api<{ data: T }>(method, `/api/v1/${path}`, { token: adminToken, body });

  beforeAll(async () => {
    adminToken = await signInToken(demoAccount('administrator'));
    // Unlisted, so the store tests do not meet it.
    const product = await adminApi<{ id: number }>('POST', 'admin/products', {
      name: productName,
      type: enums.product_type.content,
      unlisted: true,
    });
    expect(product.status, JSON.stringify(product.body)).toBe(201);
    productId = product.body.data.id;

    // Courses come with the game assets (no add): a demo course gets the long title, and its own back.
    const [first] = (await adminApi<{ id: number; title: string }[]>('GET', 'admin/courses?per_page=1')).body.data;
    course = first!;
    const renamed = await adminApi('PATCH', `admin/courses/${course.id}`, { title: courseTitle });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);

    // A display name is at most 20 letters (spec section 5); names and the e-mail address are longer.
    userId = (await createPlayer('longtext')).id;
    const user = await adminApi('PUT', `admin/users/${userId}`, { first_name: firstName, last_name: lastName, email });
    expect(user.status, JSON.stringify(user.body)).toBe(200);

    const vouchers = await adminApi('POST', 'admin/vouchers', {
      batch,
      type: enums.voucher_type.tokens,
      count: 1,
      amount: 500,
      token_type: enums.token_type.coins,
    });
    expect(vouchers.status, JSON.stringify(vouchers.body)).toBe(201);
  });

  afterAll(async () => {
    // Other tests play on the demo courses.
    if (course)
      expect((await adminApi('PATCH', `admin/courses/${course.id}`, { title: course.title })).status).toBe(200);
  });

  describe.each(Object.keys(sizes) as Size[])('on a %s', (size) => {
    let page: Page;
    beforeAll(async () => {
      page = await (await browser.newContext(sizes[size])).newPage();
      await signInBackofficeAdmin(page);
    });
    afterAll(() => page.context().close());

    it('a product name wraps in the product list; Add and the row stay on screen, and Save on its editor', async () => {
      await open(page, searching('/products', productName));
      const name = page.locator('td.column-name', { hasText: productName });
      await screenshot(page, `backoffice-long-text-${size}-products`);
      await expectOnScreen(page, { name, add: page.locator('a[href="/backoffice/products/add"]') });
      await expectWholeTable(page, size);
      await expectNothingCut(page);

      await openRow(page, name, `/products/${productId}`);
      expect(await page.locator('input[name="name"]').inputValue()).toBe(productName);
      await screenshot(page, `backoffice-long-text-${size}-product-edit`);
      await expectOnScreen(page, {
        name: page.locator('input[name="name"]'),
        save: page.getByRole('button', { name: 'Save' }),
        'add price': page.getByTestId('prices-add'),
      });
      await expectNothingCut(page);
    });

    it('a course title wraps in the course list; the row opens its editor, which keeps Save on screen', async () => {
      await open(page, searching('/courses', courseTitle));
      const title = page.locator('td.column-title', { hasText: courseTitle });
      await screenshot(page, `backoffice-long-text-${size}-courses`);
      await expectOnScreen(page, { title, search: page.getByTestId('list-search') });
      await expectWholeTable(page, size);
      await expectNothingCut(page);

      await openRow(page, title, `/courses/${course.id}`);
      expect(await page.locator('input[name="title"]').inputValue()).toBe(courseTitle);
      await screenshot(page, `backoffice-long-text-${size}-course-edit`);
      await expectOnScreen(page, {
        title: page.locator('input[name="title"]'),
        save: page.getByRole('button', { name: 'Save' }),
      });
      await expectNothingCut(page);
    });

    it("a user's long names and e-mail wrap in the user list; Notify and Save stay on screen", async () => {
      await open(page, searching('/users', firstName));
      const first = page.locator('td.column-first_name', { hasText: firstName });
      await screenshot(page, `backoffice-long-text-${size}-users`);
      await expectOnScreen(page, { 'first name': first, notify: page.getByTestId('notify-open') });
      // On a phone the table scrolls sideways; the other long values show whole there.
      for (const [column, value] of [
        ['last_name', lastName],
        ['email', email],
      ]) {
        const cell = page.locator(`td.column-${column}`, { hasText: value });
        await cell.waitFor();
        expect(await cell.evaluate((el) => el.scrollWidth - el.clientWidth), column).toBeLessThanOrEqual(1);
      }
      await expectWholeTable(page, size);
      await expectNothingCut(page);

      await openRow(page, first, `/users/${userId}`);
      expect(await page.getByTestId('user-first-name').inputValue()).toBe(firstName);
      await screenshot(page, `backoffice-long-text-${size}-user-edit`);
      await expectOnScreen(page, {
        'first name': page.getByTestId('user-first-name'),
        email: page.getByTestId('user-email'),
        notify: page.getByTestId('notify-open'),
        save: page.getByTestId('user-save'),
      });
      await expectNothingCut(page);
    });

    it('a voucher batch name wraps in the voucher list and in the batches table, whose counts stay on screen', async () => {
      await open(page, searching('/vouchers-list', batch));
      const cell = page.locator('td.column-batch', { hasText: batch });
      await screenshot(page, `backoffice-long-text-${size}-vouchers-list`);
      await expectOnScreen(page, { batch: cell, search: page.getByTestId('list-search') });
      await expectWholeTable(page, size);
      await expectNothingCut(page);

      await open(page, '/vouchers');
      const row = page.getByTestId('voucher-batches').locator('tr', { hasText: batch });
      await row.scrollIntoViewIfNeeded();
      await screenshot(page, `backoffice-long-text-${size}-vouchers`);
      await expectOnScreen(page, {
        batch: row.getByRole('link', { name: batch }),
        total: row.locator('td').nth(1),
        used: row.locator('td').nth(2),
        create: page.getByTestId('voucher-batch-create'),
      });
      await expectNothingCut(page);
    });
  });
});
