import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defaultLocale, localeFromAcceptLanguage, type Locale } from '@golf/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language: the signed-in user's locale, else Accept-Language, else English. */
    locale: Locale;
  }
}

/**
 * Sets request.locale from Accept-Language. The identity module overrides it with the signed-in
 * user's locale once the user is known.
 */
export function registerLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', defaultLocale);
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']) ?? defaultLocale;
    done();
  });
}
