import { describe, expect, it } from 'vitest';
import { API_PROTOCOL_VERSION } from '@golf/contracts';
import { isProtocolCompatible } from './api';

describe('isProtocolCompatible', () => {
  it('accepts the client version exactly', () => {
    expect(isProtocolCompatible(API_PROTOCOL_VERSION)).toBe(true);
    expect(isProtocolCompatible('1-0-5', '1-0-5')).toBe(true);
  });

  it.each(['1-0-4', '1-0-6', '2-0-0', '1.0.5', ''])('rejects %j', (server) => {
    expect(isProtocolCompatible(server, '1-0-5')).toBe(false);
  });
});
