import { describe, expect, it } from 'vitest';
import { loginErrors } from './validate';

describe('the login form checks', () => {
  it('asks for e-mail and password, with react-admin messages', () => {
    expect(loginErrors({ email: '', password: '', code: '' }, 'credentials')).toEqual({
      email: { message: 'ra.validation.required' },
      password: { message: 'ra.validation.required' },
    });
  });

  it('refuses an address that is not an e-mail', () => {
    expect(loginErrors({ email: 'not-an-email', password: 'x', code: '' }, 'credentials')).toEqual({
      email: expect.objectContaining({ message: 'ra.validation.email' }),
    });
  });

  it('asks for the code on the code step only', () => {
    const values = { email: 'staff@example.com', password: 'secret', code: '' };
    expect(loginErrors(values, 'credentials')).toEqual({});
    expect(loginErrors(values, 'code')).toEqual({ code: { message: 'ra.validation.required' } });
    expect(loginErrors({ ...values, code: '123456' }, 'code')).toEqual({});
  });
});
