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

/**
 * Control characters other than tab and line breaks: a NUL cannot be stored in PostgreSQL text (the query
 * fails), and the others have no business in names, notes or search terms.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const englishPlurals = new Intl.PluralRules('en');
/** "1 day", "3 days": a count with its noun by English plural rules (the product's texts are English). */
export const countNoun = (count: number, one: string, other = `${one}s`) =>
  `${count} ${englishPlurals.select(count) === 'one' ? one : other}`;

export const hasControlCharacters = (value: string) => CONTROL_CHARACTERS.test(value);

export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

/**
 * Half of a UTF-16 surrogate pair on its own: JSON can carry one ("\ud800"), but it is no character, no database
 * stores it faithfully, and encodeURIComponent throws on it.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasLoneSurrogate = (value: string) => LONE_SURROGATE.test(value);

export const LONE_SURROGATE_MESSAGE = 'must be valid text (it holds half of a character)';

/**
 * The one string schema for every text field and query parameter a client sends: refuses control characters
 * (a 400 naming the field) before any other rule runs. Chain .trim(), .min(), .max() as on z.string().
 */
export const text = () =>
  z
    .string()
    .refine((value) => !hasControlCharacters(value), { message: CONTROL_CHARACTERS_MESSAGE, abort: true })
    .refine((value) => !hasLoneSurrogate(value), { message: LONE_SURROGATE_MESSAGE, abort: true });

/** Optional free text: trimmed, empty becomes null, capped so a 10 KB paste is refused with a clear message. */
export const optionalText = (max: number, label: string) =>
  text()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** Optional http(s) URL; empty becomes null; a bare domain ('example.com') gets https:// in front. */
export const optionalUrl = (label: string) =>
  text()
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .overwrite((value) => (value && !/^[a-z][a-z0-9+.-]*:/i.test(value) && !/\s/.test(value) ? `https://${value}` : value))
    .refine((value) => value === '' || (/^https?:\/\/[^\s]+\.[^\s]+/i.test(value) && URL.canParse(value)), {
      message: `${label} must be a valid URL (starting with http:// or https://)`,
    })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
