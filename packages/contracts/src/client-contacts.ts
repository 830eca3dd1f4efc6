import { z } from 'zod';
import { optionalText, text } from './common';

// ---------- A client's contact persons (issue 33) ----------

const contactFields = {
  firstName: text().trim().min(1, 'First name is required').max(80, 'First name must be at most 80 characters'),
  lastName: text().trim().max(80, 'Last name must be at most 80 characters'),
  role: optionalText(80, 'Role'),
  email: z.union([
    z.literal('').transform(() => null),
    text().trim().max(254, 'Email is too long').email('Please enter a valid email address'),
    z.null(),
  ]),
  phone: optionalText(40, 'Phone'),
  /** Making a contact primary makes the others not. The first contact of a client is primary whatever this says. */
  isPrimary: z.boolean(),
};

export const clientContactInputSchema = z.object({
  ...contactFields,
  lastName: contactFields.lastName.default(''),
  email: contactFields.email.optional().transform((value) => value ?? null),
  isPrimary: contactFields.isPrimary.default(false),
});
export type ClientContactInput = z.input<typeof clientContactInputSchema>;
export type ClientContactData = z.output<typeof clientContactInputSchema>;

export const clientContactUpdateSchema = z.object(contactFields).partial();
export type ClientContactUpdate = z.input<typeof clientContactUpdateSchema>;

export const PORTAL_ACCESS_STATES = ['none', 'invited', 'expired', 'active', 'revoked'] as const;
export type PortalAccessState = (typeof PORTAL_ACCESS_STATES)[number];

export const clientContactSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  isPrimary: z.boolean(),
  createdAt: z.string(),
  /** Portal access as the agency sees it (filled by the portal module). */
  portal: z
    .object({
      state: z.enum(PORTAL_ACCESS_STATES),
      invitationId: z.string().nullable(),
      invitedAt: z.string().nullable(),
      expiresAt: z.string().nullable(),
      accessId: z.string().nullable(),
      lastSeenAt: z.string().nullable(),
    })
    .optional(),
});
export type ClientContact = z.infer<typeof clientContactSchema>;

export const clientContactListSchema = z.object({ items: z.array(clientContactSchema) });
export type ClientContactList = z.infer<typeof clientContactListSchema>;

export const contactParams = z.object({ id: z.string().max(64), contactId: z.string().max(64) });

/** "Maria Lopez" → Maria / Lopez: the name a client row carries, split for its first contact. */
export function splitPersonName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}
