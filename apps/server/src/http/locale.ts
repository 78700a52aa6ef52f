import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defaultLocale, localeFromAcceptLanguage, type Locale } from '@golf/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language: Accept-Language (the apps send their interface language), else English. */
    locale: Locale;
  }
}

/**
 * request.locale, from Accept-Language: read when a route asks for it (a getter, not an onRequest
 * hook, so the many requests that never ask pay nothing). Messages sent outside a request use the
 * user's stored locale.
 */
export function registerLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', {
    getter(this: FastifyRequest) {
      return localeFromAcceptLanguage(this.headers['accept-language']) ?? defaultLocale;
    },
  });
}
