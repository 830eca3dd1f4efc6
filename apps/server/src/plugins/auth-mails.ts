import { renderEmail } from '../lib/email-layout';

export interface AccountMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** An account mail in the app's branded layout (the platform speaks; the link is the one action). */
async function mail(to: string, subject: string, lines: string[], action?: { label: string; url: string }): Promise<AccountMail> {
  const email = await renderEmail({
    subject,
    brand: { kind: 'platform' },
    paragraphs: lines,
    action,
    // Some mail clients hide buttons; the link is also written out.
    smallPrint: action ? `Or open this link: ${action.url}` : undefined,
  });
  return { to, ...email };
}

export const accountMails = {
  resetPassword: (to: string, url: string) =>
    mail(
      to,
      'Reset your ProClub password',
      [
        'Someone (hopefully you) asked to reset the password of your ProClub account.',
        'The link works once and expires in 1 hour. Setting a new password signs out every other device.',
        "If you didn't ask for this, you can ignore this email — your password stays the same.",
      ],
      { label: 'Set a new password', url },
    ),
  verifyEmail: (to: string, url: string) =>
    mail(
      to,
      'Confirm your email address',
      ['Confirm that this is your email address to finish setting up your ProClub account.', 'The link expires in 24 hours.'],
      { label: 'Confirm email address', url },
    ),
  changeEmail: (to: string, url: string) =>
    mail(
      to,
      'Confirm your new email address',
      [
        'You asked to use this address for your ProClub account.',
        'Confirming it changes your sign-in email and signs out your other devices. The link expires in 24 hours.',
      ],
      { label: 'Confirm new email address', url },
    ),
  existingAccountSignUp: (to: string, resetUrl: string) =>
    mail(
      to,
      'Someone tried to sign up with your email',
      [
        'Someone tried to create a ProClub account with this email address, but you already have one.',
        'If it was you, sign in instead — or reset your password if you forgot it.',
        "If it wasn't you, you can ignore this email.",
      ],
      { label: 'Reset password', url: resetUrl },
    ),
  signInCode: (to: string, code: string, minutes: number) =>
    mail(to, `Your ProClub sign-in code: ${code}`, [
      'Someone (hopefully you) is signing in to your ProClub account from a new device, after several failed attempts.',
      `To finish signing in, enter this code with your password: ${code}. It expires in ${minutes} minutes.`,
      "If it wasn't you, your password may be known to someone else: reset it from the sign-in page.",
    ]),
  emailChangedNotice: (to: string, newEmail: string, undoUrl: string) =>
    mail(
      to,
      'Your ProClub email address was changed',
      [
        `The sign-in email of your ProClub account was changed from this address to ${newEmail}.`,
        "If this was you, there is nothing to do. If it wasn't, undo the change: your account goes back to this address and every device is signed out. The link works once and expires in 72 hours.",
      ],
      { label: 'Undo email change', url: undoUrl },
    ),
  emailChangeUndone: (to: string) =>
    mail(to, 'Your ProClub email address was restored', [
      'The sign-in email of your ProClub account is this address again, and every device was signed out.',
      'If someone else changed it, reset your password now from the sign-in page.',
    ]),
  newDeviceSignIn: (to: string, when: Date, device: string, ip: string) =>
    mail(to, 'New sign-in to your ProClub account', [
      `Your ProClub account was signed in to from a new device: ${device}, IP address ${ip}, at ${when.toUTCString()}.`,
      "If this was you, there is nothing to do. If it wasn't, reset your password from the sign-in page and sign out other devices under Settings → Sessions.",
    ]),
  twoFactorEnabled: (to: string) =>
    mail(to, 'Two-factor sign-in is on for your ProClub account', [
      'Two-factor sign-in was just turned on: signing in now needs a code from your authenticator app or a backup code.',
      "If this wasn't you, reset your password right away from the sign-in page.",
    ]),
  twoFactorDisabled: (to: string) =>
    mail(to, 'Two-factor sign-in is off for your ProClub account', [
      'Two-factor sign-in was just turned off: signing in now needs only your password.',
      "If this wasn't you, reset your password right away from the sign-in page and turn two-factor sign-in back on.",
    ]),
  backupCodesRegenerated: (to: string) =>
    mail(to, 'New ProClub backup codes were created', [
      'New backup codes were created for your ProClub account; the old ones no longer work.',
      "If this wasn't you, reset your password right away from the sign-in page.",
    ]),
  passwordChanged: (to: string) =>
    mail(to, 'Your ProClub password was changed', [
      'The password of your ProClub account was just changed and your other devices were signed out.',
      "If this wasn't you, reset your password right away from the sign-in page.",
    ]),
  exportReady: (to: string, url: string, expiresAt: Date) =>
    mail(to, 'Your ProClub data export is ready', [`Your data export is ready to download until ${expiresAt.toUTCString()}.`], {
      label: 'Download export',
      url,
    }),
  accountDeleted: (to: string) =>
    mail(to, 'Your ProClub account was deleted', [
      'Your ProClub account and its data were deleted as you asked. Paid memberships were cancelled.',
      'This cannot be undone. You are welcome back any time with a new account.',
    ]),
};
