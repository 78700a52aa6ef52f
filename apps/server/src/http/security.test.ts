import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { securityHeaders } from './security';

const { app } = await createTestApp();

/** A CSP header as directive name → sources, in the order the header lists them. */
const directivesOf = (csp: string | undefined): Record<string, string[]> =>
  Object.fromEntries(
    String(csp)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );

/** The whole policy of the web apps: img-src gains https: (no http:), every other directive stays as it was. */
const documentPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'ws:', 'wss:'],
  'object-src': ["'none'"],
  'frame-ancestors': ["'self'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'script-src-attr': ["'none'"],
};

describe('Content-Security-Policy of the web apps', () => {
  it('loads images from the app, data: and blob: URLs and any https host, but not over plain http', () => {
    const policy = directivesOf(securityHeaders()['content-security-policy']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(policy['img-src']).not.toContain('http:');
    expect(policy['img-src']).not.toContain('*');
  });

  it('widens nothing else', () => {
    expect(directivesOf(securityHeaders()['content-security-policy'])).toEqual(documentPolicy);
  });

  it.each(['/', '/courses', '/backoffice/', '/backoffice/courses/1'])(
    'is the header a document at %s is served with',
    async (url) => {
      const response = await app.inject(url);
      expect(directivesOf(response.headers['content-security-policy'] as string)).toEqual(documentPolicy);
    },
  );

  it('leaves the API replies at default-src none', async () => {
    const response = await app.inject('/api/v1/courses');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
