import { describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from './browser';

const browser = await launchBrowser();

/**
 * Staff may set a course's images to an https URL on another host: the apps' Content-Security-Policy
 * lets the browser fetch it, and still refuses plain http. Chromium checks the policy before it
 * resolves the host, so the (unreachable) example hosts are enough.
 */
describe('images from other hosts', () => {
  it.each(['/', '/backoffice/login'])('%s may show https images, never http ones', async (path) => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}${path}`);
    const refused = await page.evaluate(async () => {
      const violations: { url: string; directive: string }[] = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push({ url: event.blockedURI, directive: event.effectiveDirective }),
      );
      const load = (src: string) =>
        new Promise<void>((resolve) => {
          const image = new Image();
          image.onload = image.onerror = () => resolve();
          image.src = src;
          document.body.append(image);
        });
      await Promise.all([
        load('https://images.example.test/course.jpg'),
        load('http://images.example.test/course.jpg'),
      ]);
      // Violation reports are queued as tasks; let them arrive.
      await new Promise((resolve) => setTimeout(resolve, 200));
      return violations;
    });
    expect(refused).toEqual([{ url: 'http://images.example.test/course.jpg', directive: 'img-src' }]);
    await page.close();
  });
});
