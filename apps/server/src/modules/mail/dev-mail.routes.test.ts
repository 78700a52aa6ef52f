import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { mailOutbox } from '../../db/schema';
import { registerErrorHandler } from '../../http/error-handler';
import { registerLocale } from '../../http/locale';
import { MAIL_FRAME_SANDBOX } from './dev-mail.pages';
import { devMailRoutes } from './dev-mail.routes';
import { createMailOutboxRepository } from './mail-outbox.repository';
import { renderMail } from './templates';

const database = await createTestDatabase();
const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
registerLocale(app);
registerErrorHandler(app);
await app.register(devMailRoutes, { prefix: '/dev/mail', db: database.db });
await app.ready();
afterAll(async () => {
  await app.close();
  await database.close();
});

const outbox = createMailOutboxRepository(database.db);

/** Stores a rendered mail the way the outbox driver does, at a given time. */
async function store(to: string, name: string, createdAt: Date, url = 'https://golf.test/verify?token=t') {
  const mail = renderMail('verify-email', 'en', { name, url });
  const [row] = await database.db
    .insert(mailOutbox)
    .values({ recipient: to, template: 'verify-email', locale: 'en', createdAt, ...mail })
    .returning();
  if (!row) throw new Error('not stored');
  return row;
}

beforeEach(() => outbox.clear());

describe('GET /dev/mail/messages', () => {
  it('lists the mail newest first, with every field', async () => {
    const older = await store('anna@golf.test', 'Anna', new Date('2025-01-01T10:00:00Z'));
    const newer = await store('bo@golf.test', 'Bo', new Date('2025-01-01T11:00:00Z'));
    const res = await app.inject('/dev/mail/messages');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = res.json();
    expect(data.map((m: { id: number }) => m.id)).toEqual([newer.id, older.id]);
    expect(data[1]).toEqual({
      id: older.id,
      recipient: 'anna@golf.test',
      subject: 'Confirm your e-mail address',
      text: older.text,
      html: older.html,
      template: 'verify-email',
      locale: 'en',
      created_at: '2025-01-01T10:00:00.000Z',
    });
  });

  it('filters by the whole recipient address, ignoring case', async () => {
    await store('anna@golf.test', 'Anna', new Date());
    await store('joanna@golf.test', 'Joanna', new Date());
    const { data } = (await app.inject('/dev/mail/messages?to=ANNA@golf.test')).json();
    expect(data.map((m: { recipient: string }) => m.recipient)).toEqual(['anna@golf.test']);
    expect((await app.inject('/dev/mail/messages?to=')).json().data).toHaveLength(2);
    expect((await app.inject('/dev/mail/messages?to=nobody@golf.test')).json().data).toEqual([]);
  });

  it('returns at most 100, the newest', async () => {
    const start = Date.UTC(2025, 0, 1);
    await database.db.insert(mailOutbox).values(
      Array.from({ length: 105 }, (_, i) => ({
        recipient: `bulk${i}@golf.test`,
        subject: `Mail ${i}`,
        html: '<p>x</p>',
        text: 'x',
        template: 'verify-email',
        locale: 'en',
        createdAt: new Date(start + i * 1000),
      })),
    );
    const { data } = (await app.inject('/dev/mail/messages')).json();
    expect(data).toHaveLength(100);
    expect(data[0].subject).toBe('Mail 104');
    expect(data[99].subject).toBe('Mail 5');
  });
});

describe('DELETE /dev/mail/messages', () => {
  it('empties the outbox with 204', async () => {
    await store('anna@golf.test', 'Anna', new Date());
    const res = await app.inject({ method: 'DELETE', url: '/dev/mail/messages' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await app.inject('/dev/mail/messages')).json().data).toEqual([]);
  });
});

describe('GET /dev/mail', () => {
  it('is a self-contained HTML page listing time, recipient and a link to each mail', async () => {
    const mail = await store('anna@golf.test', 'Anna', new Date('2025-03-04T05:06:07Z'));
    const res = await app.inject('/dev/mail');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'unsafe-inline'");
    expect(csp).not.toContain('script-src');
    expect(res.body).toContain('<title>Dev outbox</title>');
    expect(res.body).toContain('2025-03-04 05:06:07 UTC');
    expect(res.body).toContain('anna@golf.test');
    expect(res.body).toContain(`<a href="/dev/mail/${mail.id}">Confirm your e-mail address</a>`);
    expect(res.body).toContain('name="to"');
    // No external assets and no scripts.
    expect(res.body).not.toMatch(/<script|<link|src="http/i);
  });

  it('filters by part of the recipient address and escapes what it shows', async () => {
    await store('anna@golf.test', 'Anna', new Date());
    await store('bo@golf.test', 'Bo', new Date());
    const page = (await app.inject('/dev/mail?to=ANNA')).body;
    expect(page).toContain('anna@golf.test');
    expect(page).not.toContain('bo@golf.test');
    expect(page).toContain('value="ANNA"');

    const hostile = (await app.inject(`/dev/mail?to=${encodeURIComponent('"><script>x</script>')}`)).body;
    expect(hostile).not.toContain('<script>x');
    expect(hostile).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    // LIKE wildcards are taken literally.
    expect((await app.inject('/dev/mail?to=%25')).body).toContain('No mail to addresses containing “%”.');
  });

  it('says so when there is no mail', async () => {
    expect((await app.inject('/dev/mail')).body).toContain('No mail yet.');
  });
});

describe('GET /dev/mail/:id', () => {
  it('shows the headers, the HTML in a sandboxed iframe and the text version', async () => {
    const mail = await store('anna@golf.test', '<b>Anna</b>', new Date('2025-03-04T05:06:07Z'));
    const res = await app.inject(`/dev/mail/${mail.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("style-src 'unsafe-inline'");
    const body = res.body;
    for (const value of ['anna@golf.test', 'Confirm your e-mail address', 'verify-email', '2025-03-04 05:06:07 UTC']) {
      expect(body).toContain(value);
    }
    expect(body).toContain('<dt>Locale</dt><dd>en</dd>');

    const iframe = body.match(/<iframe [^>]*sandbox="([^"]*)"[^>]*srcdoc="([^"]*)"/);
    expect(iframe?.[1]).toBe(MAIL_FRAME_SANDBOX);
    expect(iframe?.[1]).toContain('allow-top-navigation-by-user-activation');
    expect(iframe?.[1]).toContain('allow-popups');
    expect(iframe?.[1]).not.toContain('allow-scripts');
    expect(iframe?.[1]).not.toContain('allow-same-origin');
    // The srcdoc attribute is the mail's HTML, escaped once, with links aimed at the top window.
    const srcdoc = (iframe?.[2] ?? '')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<');
    const decoded = srcdoc.replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    expect(decoded).toBe(mail.html.replace('<head>', '<head><base target="_top">'));

    // The text version, escaped.
    expect(body).toContain('<pre>Hi &lt;b&gt;Anna&lt;/b&gt;,');
    expect(body).not.toContain('<b>Anna</b>');
  });

  it('answers 404 in the error shape for a missing mail and 422 for a bad id', async () => {
    const missing = await app.inject('/dev/mail/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error_info.key).toBe('general.not_found');
    expect((await app.inject('/dev/mail/abc')).statusCode).toBe(422);
    expect((await app.inject('/dev/mail/99999999999')).statusCode).toBe(422);
    // Plain decimal only, as every other id: Number() reads "0x1" as mail 1.
    expect((await app.inject('/dev/mail/0x1')).statusCode).toBe(422);
  });
});
