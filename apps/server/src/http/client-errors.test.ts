import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';

/** What the server answers to raw bytes on a real connection, up to its close. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let reply = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (reply += chunk));
    socket.on('close', () => resolve(reply));
    socket.on('error', reject);
  });
}

const testApp = await createTestApp();
let port: number;
beforeAll(async () => {
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  port = (testApp.app.server.address() as AddressInfo).port;
});

/** The status line and the JSON body of a raw reply. */
function parse(reply: string) {
  const [head, body] = reply.split('\r\n\r\n');
  return { statusLine: head!.split('\r\n')[0], body: JSON.parse(body!) };
}

describe("errors of Node's HTTP parser (before there is a request)", () => {
  it('headers over the limit: 431 in the error shape', async () => {
    const reply = parse(
      await rawExchange(port, `GET /api/v1/courses HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(reply.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(reply.body).toEqual({
      error: 'The request line or headers are larger than the server accepts.',
      error_info: { code: 14, key: 'general.headers_too_large' },
    });
  });

  it('a broken Content-Length: 400 in the error shape', async () => {
    const reply = parse(
      await rawExchange(port, 'POST /api/v1/courses HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'),
    );
    expect(reply.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(reply.body.error_info).toEqual({ code: 12, key: 'general.bad_request' });
  });
});
