import { describe, expect, it } from 'vitest';
import { kioskCredentialProblems } from './credentials';

describe('kioskCredentialProblems', () => {
  it('asks for both fields when they are empty (QA: an empty submit showed no error)', () => {
    expect(kioskCredentialProblems({ email: '', password: '' })).toEqual({
      email: 'emailRequired',
      password: 'passwordRequired',
    });
    expect(kioskCredentialProblems({ email: '   ', password: 'secret' })).toEqual({ email: 'emailRequired' });
  });

  it('refuses something that is not an e-mail address', () => {
    expect(kioskCredentialProblems({ email: 'admin', password: 'secret' })).toEqual({ email: 'emailInvalid' });
  });

  it('lets filled-in credentials go to the server, which judges them', () => {
    expect(kioskCredentialProblems({ email: ' admin@golf.localhost ', password: 'x' })).toEqual({});
  });
});
