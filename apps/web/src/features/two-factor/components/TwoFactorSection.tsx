import type { User } from '../../../lib/auth/types';
import { EnableTwoFactor } from './EnableTwoFactor';
import { ManageTwoFactor } from './ManageTwoFactor';

/** Profile → 2FA. */
export function TwoFactorSection({ user }: { user: User }) {
  return user.mfa_enabled_at ? <ManageTwoFactor enabledAt={user.mfa_enabled_at} /> : <EnableTwoFactor />;
}
