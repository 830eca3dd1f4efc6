import { z } from 'zod';
import { optionalText, optionalUrl, text } from './common';

export const ROLES = ['agency', 'vendor', 'freelancer', 'client', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Roles a user may pick for themselves at setup (never admin). */
export const SETUP_ROLES = ['agency', 'vendor', 'freelancer', 'client'] as const;
export const setupRoleSchema = z.enum(SETUP_ROLES, { message: 'Role must be one of agency, vendor, freelancer or client' });

/** Roles that sell: they list services and use the CRM, messages, analysis and hub tools. */
export const SELLER_ROLES: readonly Role[] = ['agency', 'vendor', 'freelancer'];
export const isSellerRole = (role: Role | null | undefined): boolean => !!role && SELLER_ROLES.includes(role);

export const profileSchema = z.object({
  id: z.string(),
  role: roleSchema.nullable(),
  fullName: z.string().nullable(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  companyName: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const meSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    // Optional only for older clients' fixtures; the server always sends both.
    emailVerified: z.boolean().default(false),
    twoFactorEnabled: z.boolean().default(false),
  }),
  profile: profileSchema,
});
export type Me = z.infer<typeof meSchema>;

const profileDetails = {
  companyName: optionalText(120, 'Company name'),
  bio: optionalText(2000, 'Bio'),
  location: optionalText(120, 'Location'),
  website: optionalUrl('Website'),
};

export const setupProfileSchema = z.object({ role: setupRoleSchema, ...profileDetails });
export type SetupProfileInput = z.input<typeof setupProfileSchema>;
export type SetupProfile = z.output<typeof setupProfileSchema>;

export const updateProfileSchema = z.object({
  fullName: text().trim().min(1, 'Full name is required').max(120, 'Full name must be at most 120 characters'),
  ...profileDetails,
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

export const roleLabels: Record<Role, string> = {
  agency: 'Agency',
  vendor: 'Vendor',
  freelancer: 'Freelancer',
  client: 'Client',
  admin: 'Admin',
};
