import type { MailCopy } from './templates';

/** English mail text: complete, and the fallback for every other language. */
export const en: MailCopy = {
  greeting: 'Hi :name,',
  closing: 'See you on the course,',
  signature: 'The Open Golf team',
  linkFallback: 'If the button does not work, copy this link into your browser:',
  footer: 'This is an automated message from Open Golf about your account.',
  templates: {
    'verify-email': {
      subject: 'Confirm your e-mail address',
      before: ['Welcome to Open Golf! Please confirm your e-mail address to finish setting up your account.'],
      action: { label: 'Confirm e-mail address', urlParam: 'url' },
      after: ["If you didn't create an Open Golf account, you can safely ignore this e-mail."],
    },
    'reset-password': {
      subject: 'Reset your password',
      before: ['We received a request to reset the password of your Open Golf account.'],
      action: { label: 'Choose a new password', urlParam: 'url' },
      after: [
        {
          count: 'expires_minutes',
          one: 'The link expires in :expires_minutes minute.',
          other: 'The link expires in :expires_minutes minutes.',
        },
        "If you didn't ask for a new password, you can ignore this e-mail: your password stays the same.",
      ],
    },
    'password-changed': {
      subject: 'Your password was changed',
      before: [
        'The password of your Open Golf account was just changed.',
        "If that was you, there is nothing more to do. If it wasn't, reset your password right away and contact support.",
      ],
    },
    'two-factor-enabled': {
      subject: 'Two-factor authentication is on',
      before: [
        'Two-factor authentication is now enabled for your Open Golf account. From now on, signing in also asks for a code from your authenticator app.',
        "If you didn't turn it on, change your password right away and contact support.",
      ],
    },
    'two-factor-disabled': {
      subject: 'Two-factor authentication is off',
      before: [
        'Two-factor authentication was turned off for your Open Golf account. Signing in now needs only your password.',
        "If you didn't turn it off, change your password right away, turn two-factor authentication back on and contact support.",
      ],
    },
    'account-suspended': {
      subject: 'Your account has been suspended',
      before: [
        'Your Open Golf account has been suspended, so you can no longer sign in.',
        'Reason: :reason',
        'If you think this is a mistake, please contact support.',
      ],
    },
    'email-changed': {
      subject: 'Your e-mail address was changed',
      before: [
        'Our support team changed the e-mail address of your Open Golf account to :email. This address will no longer receive mail about your account.',
        "If you didn't ask for this change, please contact support right away.",
      ],
    },
  },
};
