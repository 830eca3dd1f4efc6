import type { PublicBrand } from '@proclub/contracts/hub';
import { type RenderedEmail, renderEmail, sellerEmailBrand } from '../../lib/email-layout';

export interface ShareEmailInput {
  kind: 'report' | 'proposal';
  title: string;
  clientName: string;
  /** The client's primary contact's first name ("Hi Maria"); the business name when it has no contact. */
  firstName?: string | null;
  brand: PublicBrand;
  url: string;
  /** Short facts shown above the button, e.g. the period or the monthly total. */
  facts: string[];
  appUrl: string;
}

const intro = { report: 'has prepared a report for you', proposal: 'has sent you a proposal' } as const;
const action = { report: 'View Report', proposal: 'View Proposal' } as const;

/**
 * The email that carries a proof report's or proposal's private link, in the seller's name (the link is the only
 * way to the page). White-label sellers' emails do not mention us.
 */
export function renderShareEmail(input: ShareEmailInput): Promise<RenderedEmail> {
  const { brand } = input;
  return renderEmail({
    subject: `${brand.name} ${input.kind === 'report' ? 'sent you a report' : 'sent you a proposal'}: ${input.title}`,
    preheader: `${brand.name} ${intro[input.kind]}`,
    brand: sellerEmailBrand(brand, input.appUrl),
    greeting: `Hi ${input.firstName || input.clientName},`,
    paragraphs: [`${brand.name} ${intro[input.kind]}:`],
    heading: input.title,
    facts: input.facts,
    action: { label: action[input.kind], url: input.url },
    smallPrint: `This link is private to you. Anyone with it can open the ${input.kind}.`,
    appUrl: input.appUrl,
  });
}
