import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { api, createPlayer, demoAccount, signInBackofficeAdmin, signInToken, signInWeb } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';

const browser = await launchBrowser();

/** A real PNG of a recognisable colour (the server decodes and re-encodes what it is given). */
const coursePng = () =>
  sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 20, g: 140, b: 60 } } })
    .png()
    .toBuffer();

/**
 * Staff upload a course's main image in the back-office (the image input's preview shows it), save, and a
 * player sees it where courses are listed in the player app (the courses page: there is no course page yet).
 * A player uploads their own avatar in the profile, and sees a refused file's reason.
 */
describe('uploaded images', () => {
  it('are uploaded with a preview in the back-office and shown to players', async () => {
    const player = await createPlayer('uploads');
    const playerToken = await signInToken(player);
    type Course = { id: number; title: string; main_image: string | null };
    const courses = await api<{ data: Course[] }>('GET', '/api/v1/courses?per_page=100', { token: playerToken });
    const course = courses.body.data[0]!;
    const adminToken = await signInToken(demoAccount('administrator'));

    const staff = await browser.newContext();
    const page = await staff.newPage();
    try {
      await signInBackofficeAdmin(page);
      await page.goto(`${baseUrl()}/backoffice/courses/${course.id}`);
      const input = page.getByTestId('image-input-main_image');
      await input.getByTestId('image-input-file').setInputFiles({
        name: 'course.png',
        mimeType: 'image/png',
        buffer: await coursePng(),
      });
      // The preview is the uploaded image's 320-pixel WebP variant, loaded from this site.
      const preview = input.getByTestId('image-input-preview');
      await expect.poll(() => preview.getAttribute('src')).toMatch(/^\/files\/images\/[0-9a-f]{64}-w320\.webp$/);
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
      await screenshot(page, 'backoffice-course-image-upload');
      const stored = await page.locator('input[name="main_image"]').inputValue();
      expect(stored).toMatch(/^\/files\/images\/[0-9a-f]{64}\.png$/);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL((url) => url.pathname === '/backoffice/courses');
      const saved = await api<{ data: Course }>('GET', `/api/v1/admin/courses/${course.id}`, { token: adminToken });
      expect(saved.body.data.main_image).toBe(stored);

      const playerContext = await browser.newContext();
      await signInWeb(playerContext, player);
      const playerPage = await playerContext.newPage();
      await playerPage.goto(`${baseUrl()}/courses`);
      const row = playerPage.getByTestId('course-row').filter({ hasText: course.title });
      const image = row.getByTestId('course-image');
      await image.waitFor();
      expect(await image.getAttribute('src')).toBe(stored.replace(/\.png$/, '-w320.webp'));
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
      await screenshot(playerPage, 'uploaded-course-image');
      await playerContext.close();
    } finally {
      // Other tests use the demo courses: put this one's image back.
      const restored = await api('PATCH', `/api/v1/admin/courses/${course.id}`, {
        token: adminToken,
        body: { main_image: course.main_image },
      });
      expect(restored.status, JSON.stringify(restored.body)).toBe(200);
      await staff.close();
    }
  });

  it("are a player's avatar: a zip is refused with the server's message, an image is saved with a preview", async () => {
    const player = await createPlayer('avatar');
    const context = await browser.newContext();
    await signInWeb(context, player);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/profile/information`);
    const file = page.getByTestId('profile-avatar-file');
    await file.setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from('PK\x03\x04 not a picture'),
    });
    await expect
      .poll(() => page.getByTestId('profile-avatar-error').textContent())
      .toBe(
        'This file is not one of the accepted types (PNG, JPEG, WebP). The type is read from the file itself, not its name.',
      );

    await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await coursePng() });
    await page.getByTestId('profile-avatar-notice').waitFor();
    const preview = page.getByTestId('profile-avatar-preview').locator('img');
    await expect.poll(() => preview.getAttribute('src')).toMatch(/^\/files\/images\/[0-9a-f]{64}-w320\.webp$/);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    expect(await page.getByTestId('profile-avatar-error').count()).toBe(0);
    await context.close();
  });
});
