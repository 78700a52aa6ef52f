import { describe, expect, it } from 'vitest';
import { roleChoices, sameRoles, suspendReasonError, toggleRole } from './account';

describe('suspension reason', () => {
  it('is required and at most 500 characters (identity API)', () => {
    expect(suspendReasonError('')).toEqual({ key: 'app.users.suspend_reason_required' });
    expect(suspendReasonError('   ')).toEqual({ key: 'app.users.suspend_reason_required' });
    expect(suspendReasonError('Spam')).toBeNull();
    expect(suspendReasonError('x'.repeat(500))).toBeNull();
    expect(suspendReasonError('x'.repeat(501))).toEqual({
      key: 'app.users.suspend_reason_too_long',
      args: { max: 500 },
    });
  });
});

describe('role assignment', () => {
  it('toggles a role on and off', () => {
    expect(toggleRole(['user'], 'administrator')).toEqual(['user', 'administrator']);
    expect(toggleRole(['user', 'administrator'], 'user')).toEqual(['administrator']);
  });

  it('compares selections as sets', () => {
    expect(sameRoles(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameRoles(['a'], ['a', 'b'])).toBe(false);
    expect(sameRoles([], [])).toBe(true);
  });

  it('offers the listed roles plus held roles the list lacks', () => {
    const options = [
      { id: 1, name: 'administrator', title: 'Administrator' },
      { id: 2, name: 'user', title: 'User' },
    ];
    expect(roleChoices(options, [{ name: 'legacy', title: 'Legacy' }]).map((role) => role.name)).toEqual([
      'administrator',
      'user',
      'legacy',
    ]);
    expect(roleChoices(options, [{ name: 'user', title: 'User' }])).toHaveLength(2);
  });
});
