import { once } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { loadConfig } from '../../config/config';
import { mailOutbox } from '../../db/schema';
import { createMailer, devMailViewerEnabled, type MailLogger } from './mailer';

const database = await createTestDatabase();
afterAll(() => database.close());

function recordingLogger() {
  const entries: { level: 'info' | 'error'; obj: Record<string, unknown>; msg?: string }[] = [];
  const logger: MailLogger = {
    info: (obj, msg) => void entries.push({ level: 'info', obj: { ...obj }, msg }),
    error: (obj, msg) => void entries.push({ level: 'error', obj: { ...obj }, msg }),
  };
  return { logger, entries };
}

interface ReceivedMail {
  from: string;
  recipients: string[];
  data: string;
}

/**
 * A fake SMTP server on 127.0.0.1 that takes one connection and one message: it answers
 * EHLO/HELO, MAIL, RCPT, DATA and QUIT (220/250/354/221) and closes. `rejectRecipients` answers
 * RCPT with 550 instead.
 */
async function fakeSmtpServer(options: { rejectRecipients?: boolean } = {}) {
  let resolveMail: (mail: ReceivedMail) => void = () => {};
  const received = new Promise<ReceivedMail>((resolve) => (resolveMail = resolve));
  const server: Server = createServer((socket) => {
    server.close(); // one connection only
    socket.setEncoding('utf8');
    socket.setTimeout(5_000, () => socket.destroy());
    const mail: ReceivedMail = { from: '', recipients: [], data: '' };
    const dataLines: string[] = [];
    let inData = false;
    let buffer = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.smtp ESMTP ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            mail.data = dataLines.join('\r\n');
            reply('250 2.0.0 queued as 1');
            resolveMail(mail);
          } else dataLines.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250 fake.smtp');
        else if (command === 'MAIL') {
          mail.from = line.replace(/^MAIL FROM:\s*/i, '').replace(/\s.*$/, '');
          reply('250 2.1.0 ok');
        } else if (command === 'RCPT') {
          if (options.rejectRecipients) reply('550 5.1.1 no such user');
          else {
            mail.recipients.push(line.replace(/^RCPT TO:\s*/i, ''));
            reply('250 2.1.5 ok');
          }
        } else if (command === 'DATA') {
          inData = true;
          reply('354 end data with <CR><LF>.<CR><LF>');
        } else if (command === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
        } else if (command === 'RSET') reply('250 2.0.0 ok');
        else reply('502 5.5.1 not implemented');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => server.close() };
}

/** The unfolded value of one header in a raw message. */
function header(raw: string, name: string): string | undefined {
  const head = raw.split('\r\n\r\n')[0] ?? '';
  const unfolded = head.replace(/\r\n[ \t]+/g, ' ');
  const line = unfolded.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

describe('mailer: development outbox driver (MAIL_URL unset)', () => {
  it('renders the mail and stores it in mail_outbox', async () => {
    const config = loadConfig({ NODE_ENV: 'test', APP_URL: 'http://golf.test:3000' });
    const { logger, entries } = recordingLogger();
    const mailer = createMailer({ config, db: database.db, logger });

    await mailer.send({
      to: 'outbox-driver@golf.test',
      template: 'verify-email',
      locale: 'sv-SE',
      params: { name: 'Anna', url: 'https://golf.test/verify?token=t0k3n' },
    });

    const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'outbox-driver@golf.test'));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ subject: 'Bekräfta din e-postadress', template: 'verify-email', locale: 'sv' });
    expect(row?.text).toContain('https://golf.test/verify?token=t0k3n');
    expect(row?.html).toContain('href="https://golf.test/verify?token=t0k3n"');
    expect(row?.createdAt).toBeInstanceOf(Date);

    expect(entries).toEqual([
      {
        level: 'info',
        msg: 'mail sent',
        obj: {
          template: 'verify-email',
          locale: 'sv',
          driver: 'outbox',
          outboxId: row?.id,
          view: `http://golf.test:3000/dev/mail/${row?.id}`,
        },
      },
    ]);
  });

  it('throws, logs and stores nothing when the params are incomplete', async () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    const { logger, entries } = recordingLogger();
    const mailer = createMailer({ config, db: database.db, logger });
    await expect(
      mailer.send({ to: 'incomplete@golf.test', template: 'reset-password', locale: 'en', params: { name: 'A' } }),
    ).rejects.toThrow(/needs the params: url, expires_minutes/);
    expect(entries.map((e) => [e.level, e.msg])).toEqual([['error', 'mail not sent']]);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'incomplete@golf.test'))).toEqual(
      [],
    );
  });

  it('serves the viewer only on the embedded database outside production', () => {
    const secret = 'x'.repeat(32);
    expect(devMailViewerEnabled(loadConfig({ NODE_ENV: 'development' }))).toBe(true);
    expect(devMailViewerEnabled(loadConfig({ NODE_ENV: 'production', SECRET: secret, PAYMENT_DRIVER: 'test' }))).toBe(
      false,
    );
    expect(devMailViewerEnabled(loadConfig({ DATABASE_URL: 'postgres://db.test/golf' }))).toBe(false);
  });
});

describe('mailer: SMTP driver (MAIL_URL set)', () => {
  it('delivers the rendered mail over SMTP from MAIL_FROM', async () => {
    const smtp = await fakeSmtpServer();
    afterAll(smtp.close);
    const config = loadConfig({ NODE_ENV: 'test', MAIL_URL: smtp.url, MAIL_FROM: 'Open Golf <no-reply@golf.test>' });
    const { logger, entries } = recordingLogger();
    const mailer = createMailer({ config, db: database.db, logger });

    await mailer.send({
      to: 'player@golf.test',
      template: 'reset-password',
      locale: 'en',
      params: { name: 'Anna', url: 'https://golf.test/reset?token=abc', expires_minutes: 30 },
    });

    const mail = await smtp.received;
    expect(mail.from).toBe('<no-reply@golf.test>');
    expect(mail.recipients).toEqual(['<player@golf.test>']);
    expect(header(mail.data, 'Subject')).toBe('Reset your password');
    expect(header(mail.data, 'To')).toBe('player@golf.test');
    expect(header(mail.data, 'From')).toBe('Open Golf <no-reply@golf.test>');
    expect(header(mail.data, 'Content-Type')).toMatch(/^multipart\/alternative/);
    expect(mail.data).toContain('text/plain');
    expect(mail.data).toContain('text/html');

    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ level: 'info', msg: 'mail sent', obj: { driver: 'smtp', locale: 'en' } });
    expect(entries[0]?.obj.messageId).toEqual(expect.any(String));
    // Nothing went to the outbox.
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'player@golf.test'))).toEqual([]);
  });

  it('throws and logs when the server refuses the recipient', async () => {
    const smtp = await fakeSmtpServer({ rejectRecipients: true });
    afterAll(smtp.close);
    const config = loadConfig({ NODE_ENV: 'test', MAIL_URL: smtp.url });
    const { logger, entries } = recordingLogger();
    const mailer = createMailer({ config, db: database.db, logger });

    await expect(
      mailer.send({ to: 'nobody@golf.test', template: 'password-changed', locale: 'en', params: { name: 'A' } }),
    ).rejects.toThrow(/550/);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ level: 'error', msg: 'mail not sent', obj: { driver: 'smtp' } });
  });
});
