import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defaultLocale, localeFromAcceptLanguage, type Locale } from '@golf/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language: Accept-Language (the apps send their interface language), else English. */
    locale: Locale;
  }
}

/** Sets request.locale from Accept-Language. Messages sent outside a request use the user's stored locale. */
export function registerLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', defaultLocale);
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']) ?? defaultLocale;
    done();
  });
}
