import { z } from 'zod';
import { newPasswordSchema, twoFactorCodeSchema } from './auth';
import { text } from './common';

export const accountSessionSchema = z.object({
  id: z.string(),
  browser: z.string(),
  os: z.string(),
  device: z.string(),
  ipAddress: z.string().nullable(),
  lastActiveAt: z.string(),
  createdAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountExportSchema = z.object({
  id: z.string(),
  status: z.enum(['queued', 'running', 'ready', 'failed']),
  progress: z.number().int().min(0).max(100),
  sizeBytes: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  downloadUrl: z.string().nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** The words a person types to confirm deleting their account. */
export const DELETE_CONFIRMATION = 'DELETE MY ACCOUNT';

/** GET /api/support/contact (public): where "Contact support" leads, the configured SUPPORT_EMAIL. */
export const supportContactSchema = z.object({ email: z.string() });
export type SupportContact = z.infer<typeof supportContactSchema>;

export const deleteAccountSchema = z.object({
  password: text().min(1, 'Password is required'),
  code: text().trim().max(32, 'Enter the 6-digit code or a backup code').optional(),
  confirmation: z.literal(DELETE_CONFIRMATION, { message: `Type ${DELETE_CONFIRMATION} to confirm` }),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** What deleting an account does, stated before the person confirms (and in ADR 018). */
export const DELETION_EFFECTS = [
  'Your paid membership is cancelled first, so nothing more is charged.',
  'Your profile, services and reviews disappear from the marketplace.',
  'Your CRM data — clients, projects, proposals, reports, audits and campaigns — is deleted.',
  'Orders still open are cancelled; the other party keeps every order as history, with “Deleted user” in place of you.',
  'Messages you sent stay in the other people’s conversations, shown as from “Deleted user”.',
  'You are signed out everywhere. This cannot be undone — export your data first if you want a copy.',
] as const;

/** Account settings forms (better-auth's endpoints check the same on the server). */
export const changeEmailSchema = z.object({
  newEmail: text().trim().min(1, 'Email is required').email('Please enter a valid email address'),
  /** Changing the sign-in email needs the current password, and a code when two-factor is on (issue #37). */
  password: text().min(1, 'Password is required'),
  code: text().trim().max(32, 'Enter the 6-digit code or a backup code').optional(),
});
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

export const changePasswordSchema = z.object({
  currentPassword: text().min(1, 'Current password is required'),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Starting two-factor setup asks for the password again. */
export const enableTwoFactorSchema = z.object({ password: text().min(1, 'Password is required') });
export type EnableTwoFactorInput = z.infer<typeof enableTwoFactorSchema>;

export const disableTwoFactorSchema = enableTwoFactorSchema.extend({ code: twoFactorCodeSchema.shape.code });
export type DisableTwoFactorInput = z.infer<typeof disableTwoFactorSchema>;
