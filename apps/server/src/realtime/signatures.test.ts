import { describe, expect, it } from 'vitest';
import {
  canonicalQuery,
  md5Hex,
  signChannel,
  signRequest,
  signedQuery,
  verifyChannelAuth,
  verifyRequest,
} from './signatures';

// The worked examples of Pusher's library auth reference:
// https://pusher.com/docs/channels/library_auth_reference/auth-signatures/ (channels) and
// https://pusher.com/docs/channels/library_auth_reference/rest-api/#worked-authentication-example (HTTP API).
const app = { key: '278d425bdf160c739803', secret: '7ad3773142a6692b25b8' };

describe('channel signatures', () => {
  it.each([
    ['private-foobar', undefined, '58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4'],
    [
      'presence-foobar',
      '{"user_id":10,"user_info":{"name":"Mr. Channels"}}',
      '31935e7d86dba64c2a90aed31fdc61869f9b22ba9d8863bba239c03ca481bc80',
    ],
  ])('%s matches the published example', (channel, channelData, signature) => {
    const auth = signChannel(app, '1234.1234', channel, channelData);
    expect(auth).toBe(`${app.key}:${signature}`);
    expect(verifyChannelAuth(app, auth, '1234.1234', channel, channelData)).toBe(true);
  });

  it('refuses another socket, channel, channel_data, key or a non-string', () => {
    const auth = signChannel(app, '1234.1234', 'private-foobar');
    expect(verifyChannelAuth(app, auth, '1234.1235', 'private-foobar')).toBe(false);
    expect(verifyChannelAuth(app, auth, '1234.1234', 'private-foobaz')).toBe(false);
    expect(verifyChannelAuth(app, auth, '1234.1234', 'private-foobar', '{}')).toBe(false);
    expect(verifyChannelAuth({ ...app, key: 'other' }, auth, '1234.1234', 'private-foobar')).toBe(false);
    expect(verifyChannelAuth(app, 42, '1234.1234', 'private-foobar')).toBe(false);
  });
});

describe('HTTP API request signatures', () => {
  const body = '{"name":"foo","channels":["project-3"],"data":"{\\"some\\":\\"data\\"}"}';
  const query =
    'auth_key=278d425bdf160c739803&auth_timestamp=1353088179&auth_version=1.0&body_md5=ec365a775a4cd0599faeb73354201b6f';
  const signature = 'da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c';
  const request = (params: string, requestBody = body) => ({
    method: 'POST',
    path: '/apps/3/events',
    params: new URLSearchParams(params),
    body: requestBody,
  });

  it('matches the published example', () => {
    expect(md5Hex(body)).toBe('ec365a775a4cd0599faeb73354201b6f');
    expect(signRequest(app.secret, 'POST', '/apps/3/events', query)).toBe(signature);
    expect(verifyRequest(app, request(`${query}&auth_signature=${signature}`), 1353088179, 600)).toBe('ok');
  });

  it('sorts lowercased keys and leaves auth_signature out', () => {
    expect(
      canonicalQuery([
        ['b', '2'],
        ['A', '1'],
        ['auth_signature', 'x'],
      ]),
    ).toBe('a=1&b=2');
  });

  it('refuses a timestamp more than 600 s off, a changed body, a wrong signature or key', () => {
    const signed = `${query}&auth_signature=${signature}`;
    expect(verifyRequest(app, request(signed), 1353088179 + 601, 600)).toBe('timestamp_expired');
    expect(verifyRequest(app, request(signed), 1353088179 - 601, 600)).toBe('timestamp_expired');
    expect(verifyRequest(app, request(signed, `${body} `), 1353088179, 600)).toBe('body_md5_mismatch');
    expect(verifyRequest(app, request(`${query}&auth_signature=${'0'.repeat(64)}`), 1353088179, 600)).toBe(
      'invalid_signature',
    );
    expect(verifyRequest({ ...app, key: 'other' }, request(signed), 1353088179, 600)).toBe('invalid_signature');
  });

  it('signedQuery produces what verifyRequest accepts', () => {
    const now = 1_700_000_000;
    expect(verifyRequest(app, request(signedQuery(app, 'POST', '/apps/3/events', body, now)), now, 600)).toBe('ok');
  });
});
