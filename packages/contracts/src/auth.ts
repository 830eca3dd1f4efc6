import { z } from 'zod';
import { text } from './common';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

/** A new password as forms check it; the server also refuses the most common passwords (one shared rule). */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine((value) => value.trim().length > 0, 'Password cannot be only spaces');

export const signInSchema = z.object({
  email: text().trim().min(1, 'Email is required').email('Please enter a valid email address'),
  password: text().min(1, 'Password is required'),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  fullName: text().trim().min(1, 'Full name is required').max(120, 'Full name must be at most 120 characters'),
  email: text().trim().min(1, 'Email is required').email('Please enter a valid email address'),
  password: newPasswordSchema,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({
  email: text().trim().min(1, 'Email is required').email('Please enter a valid email address'),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: text().min(1, 'Please confirm the new password') })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const twoFactorCodeSchema = z.object({
  code: text().trim().min(6, 'Enter the 6-digit code or a backup code').max(32, 'Enter the 6-digit code or a backup code'),
});
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeSchema>;
