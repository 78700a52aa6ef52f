import { describe, expect, it } from 'vitest';
import { en, isImageUrl, sv } from '@golf/contracts';
import { englishCatalogue, swedishCatalogue } from '../../i18n/messages';
import { IMAGE_URL_MESSAGE, imageUrl } from './images';
import { courseResolver, validateCourse } from './validate';

// The server's table (apps/server/src/modules/courses/admin-courses.routes.test.ts): the form's
// validator must agree with the server on every value.
const accepted = [
  'https://images.example.test/courses/pines.jpg?w=640#top',
  'HTTPS://cdn.example.test:8443/p.webp',
  'https://[2001:db8::1]/p.png',
  '/images/courses/pines.jpg',
  '/storage/p.jpg?v=2',
];
const refused = [
  'http://images.example.test/pines.jpg',
  '//images.example.test/pines.jpg',
  '/\\images.example.test/pines.jpg',
  '/\t/images.example.test/pines.jpg',
  'javascript:alert(1)',
  'data:image/png;base64,iVBORw0KGgo=',
  'blob:https://example.test/5b0b6f3c',
  'ftp://example.test/pines.jpg',
  'images/pines.jpg',
  'https:images.example.test/pines.jpg',
  'https://',
  'https://exa mple.test/pines.jpg',
  'https://user:secret@images.example.test/pines.jpg',
  '',
];

describe('course image addresses', () => {
  it.each(accepted)('accepts %j', (value) => {
    expect(isImageUrl(value)).toBe(true);
    expect(imageUrl({ allowEmpty: false })(`  ${value} `)).toBeUndefined();
  });

  it.each(refused)("refuses %j with the server's message", (value) => {
    expect(isImageUrl(value)).toBe(false);
    expect(imageUrl({ allowEmpty: false })(value)).toBe(IMAGE_URL_MESSAGE);
  });

  it('leaves an empty main image alone (no image) but not blanks, which the server refuses', () => {
    const main = imageUrl({ allowEmpty: true });
    expect(main(null)).toBeUndefined();
    expect(main('')).toBeUndefined();
    expect(main('   ')).toBe(IMAGE_URL_MESSAGE);
    expect(main('http://example.test/p.jpg')).toBe(IMAGE_URL_MESSAGE);
  });

  it('shows the shared catalogue message, in English and Swedish', () => {
    const key = IMAGE_URL_MESSAGE.split('.');
    const at = (tree: unknown) => key.reduce((node, part) => (node as Record<string, unknown>)[part], tree);
    expect(at(englishCatalogue)).toBe(en.validation.image_url);
    expect(at(swedishCatalogue)).toBe(sv.validation?.image_url);
    expect(en.validation.image_url).toMatch(/https:\/\/.*"\/"/);
  });
});

describe('course form validation', () => {
  const valid = {
    title: 'Pines',
    category: 'parkland',
    main_image: null,
    images: [],
    holes: [{ number: 1, par: 4, stroke_index: 1 }],
  };
  const resolve = (values: Record<string, unknown>) =>
    courseResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('puts a refused image under its own input: main_image, images.<index>', async () => {
    const values = {
      ...valid,
      main_image: 'http://example.test/main.jpg',
      images: ['https://example.test/0.jpg', '//example.test/1.jpg', '/2.jpg', ''],
    };
    const { errors } = await resolve(values);
    const message = (error: unknown) => (error as { message?: unknown } | undefined)?.message;
    expect(message(errors.main_image)).toEqual({ message: IMAGE_URL_MESSAGE });
    const images = errors.images as unknown as unknown[];
    expect(images.map(message)).toEqual([undefined, IMAGE_URL_MESSAGE, undefined, IMAGE_URL_MESSAGE]);
    expect(Object.keys(errors).sort()).toEqual(['images', 'main_image']);
  });

  it('passes https URLs and paths on this site, and no main image', async () => {
    expect(await resolve({ ...valid, main_image: '/m.jpg', images: ['https://example.test/0.jpg', '/1.jpg'] })).toEqual(
      expect.objectContaining({ errors: {} }),
    );
    expect((await resolve(valid)).errors).toEqual({});
  });

  it('checks title and category too: per-input rules do not run beside a form-level check', () => {
    expect(validateCourse({ ...valid, title: '', category: 'x'.repeat(41) })).toEqual({
      title: 'ra.validation.required',
      category: { message: 'ra.validation.maxLength', args: { max: 40 } },
    });
    expect(validateCourse(valid)).toEqual({});
  });
});
