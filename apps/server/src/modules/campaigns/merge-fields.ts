import { type CampaignBlock, MERGE_FIELDS, type MergeField } from '@proclub/contracts/campaigns';
import { badRequest } from '../../lib/app-error';

/** {{field}} or {{field|fallback}}: the fallback is used when the recipient has no value for the field. */
const TAG = /\{\{\s*([^{}|]*?)\s*(?:\|\s*([^{}]*?)\s*)?\}\}/g;
const KNOWN = new Set<string>(MERGE_FIELDS);

export type MergeValues = Record<MergeField, string>;

export function mergeValues(
  recipient: { name: string; email: string; company: string | null; firstName?: string | null },
  seller: { name: string; company: string | null },
): MergeValues {
  const parts = recipient.name.trim().split(/\s+/);
  return {
    first_name: recipient.firstName || (parts[0] ?? ''),
    last_name: parts.length > 1 ? parts.slice(1).join(' ') : '',
    full_name: recipient.name.trim(),
    email: recipient.email,
    company: recipient.company ?? '',
    seller_name: seller.name,
    seller_company: seller.company ?? '',
  };
}

/** Sample values for previews and test sends: the seller sees every field filled in. */
export const sampleValues = (seller: { name: string; company: string | null; email: string }): MergeValues =>
  mergeValues({ name: 'Alex Sample', email: seller.email, company: 'Sample Co' }, seller);

/** Throws a 400 naming the field (subject, preheader, blocks.N.text …) that uses a merge field we do not know. */
export function assertKnownMergeFields(fields: { path: string; value: string }[]) {
  for (const { path, value } of fields) {
    for (const match of value.matchAll(TAG)) {
      if (!KNOWN.has(match[1])) {
        throw badRequest(path, `Unknown merge field {{${match[1]}}}. Use one of: ${MERGE_FIELDS.join(', ')}`);
      }
    }
  }
}

/** The texts of a campaign that may hold merge fields, with their field paths. */
export function mergeableTexts(input: { subject: string; preheader: string; blocks: CampaignBlock[] }) {
  const fields = [
    { path: 'subject', value: input.subject },
    { path: 'preheader', value: input.preheader },
  ];
  input.blocks.forEach((block, index) => {
    if (block.type === 'heading' || block.type === 'text' || block.type === 'button') {
      fields.push({ path: `blocks.${index}.text`, value: block.text });
    }
  });
  return fields;
}

/**
 * Replaces every merge tag. `escapeValue` is applied to the recipient's value only: in an HTML template the fallback
 * was already escaped with the rest of the seller's text when the template was compiled.
 */
export function applyMerge(template: string, values: MergeValues, escapeValue: (value: string) => string = (value) => value) {
  return template.replace(TAG, (_tag, field: string, fallback: string | undefined) => {
    const value = values[field as MergeField];
    return value ? escapeValue(value) : (fallback ?? '');
  });
}
