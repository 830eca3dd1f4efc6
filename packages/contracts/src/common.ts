import { z } from 'zod';

/** The one error body every API failure uses. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Optional free text: trimmed, empty becomes null, capped so a 10 KB paste is refused with a clear message. */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** Optional http(s) URL; empty becomes null. */
export const optionalUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine((value) => value === '' || (/^https?:\/\/[^\s]+\.[^\s]+/i.test(value) && URL.canParse(value)), {
      message: `${label} must be a valid URL (starting with http:// or https://)`,
    })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
