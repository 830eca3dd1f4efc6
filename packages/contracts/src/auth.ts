import { z } from 'zod';
import { text } from './common';

export const PASSWORD_MIN_LENGTH = 6;

export const signInSchema = z.object({
  email: text().trim().min(1, 'Email is required').email('Please enter a valid email address'),
  password: text().min(1, 'Password is required'),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  fullName: text().trim().min(1, 'Full name is required').max(120, 'Full name must be at most 120 characters'),
  email: text().trim().min(1, 'Email is required').email('Please enter a valid email address'),
  password: text()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(128, 'Password must be at most 128 characters'),
});
export type SignUpInput = z.infer<typeof signUpSchema>;
