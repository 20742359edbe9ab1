// The e-mails' words (issue 36), English, with {placeholders}; sent in the recipient's language through
// the same catalogues as MESSAGES (packages/contract/src/locales/<locale>.ts, keyed by this English text;
// the server's platform/i18n.ts `mailText`). No zod.

export const MAIL_TEXT = {
  passwordReset: {
    subject: 'Reset your {product} password',
    asked: 'Someone asked to reset the password of your {product} account.',
    lockout:
      'Someone entered a wrong password for your {product} account too many times, so sign-in from new devices is paused for up to an hour. Devices you signed in from before still work. If you are locked out, reset your password: that lifts the pause.',
    choose: 'Choose a new password here (the link works once, for one hour):',
    notYou: 'If this was not you, ignore this message: your password stays as it is.',
  },
} as const;
