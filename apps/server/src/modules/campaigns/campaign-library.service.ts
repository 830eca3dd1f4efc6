import type {
  CampaignTemplate,
  CampaignTemplateList,
  campaignTemplateInputSchema,
  PostalAddress,
  PostalAddressResponse,
} from '@proclub/contracts/campaigns';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { CampaignLibraryRepository, TemplateContent } from './campaign-library.repository';
import { assertKnownMergeFields, mergeableTexts } from './merge-fields';

type TemplateInput = z.output<typeof campaignTemplateInputSchema>;

/** The built-in starters every workspace's library begins with (seeded through saveTemplate's path, never raw SQL). */
export const STARTER_TEMPLATES: TemplateContent[] = [
  {
    name: 'Monthly newsletter',
    subject: 'What we did for you this month, {{first_name|friend}}',
    preheader: 'Your results, our news and one tip',
    blocks: [
      { type: 'heading', text: 'This month at {{seller_company|our agency}}' },
      {
        type: 'text',
        text: 'Hi {{first_name|there}},\n\nHere is a short round-up of what changed for {{company|your business}} this month, and one thing worth doing next.',
      },
      { type: 'divider' },
      { type: 'text', text: 'Tip of the month: keep your opening hours up to date on every listing.' },
      { type: 'button', text: 'Book a call', url: 'https://example.com/book' },
    ],
  },
  {
    name: 'Special offer',
    subject: 'An offer for {{company|you}}',
    preheader: 'For our clients only, until the end of the month',
    blocks: [
      { type: 'heading', text: 'A thank-you offer' },
      {
        type: 'text',
        text: 'Hi {{first_name|there}},\n\nAs a client of {{seller_company|ours}}, you get 20% off any service booked this month.',
      },
      { type: 'button', text: 'See the offer', url: 'https://example.com/offer' },
    ],
  },
];

const iso = (value: Date) => value.toISOString();

export class CampaignLibraryService {
  constructor(private readonly library: CampaignLibraryRepository) {}

  /** The workspace's templates, the starters first (seeded on first use, once per workspace). */
  async templates(workspaceId: string): Promise<CampaignTemplateList> {
    if (!(await this.library.hasStarters(workspaceId))) await this.seedStarters(workspaceId);
    const rows = await this.library.templates(workspaceId);
    return { items: rows.map((row) => ({ ...row, updatedAt: iso(row.updatedAt) })) };
  }

  async seedStarters(workspaceId: string) {
    for (const starter of STARTER_TEMPLATES) await this.library.upsertTemplate(workspaceId, starter, true);
  }

  /** Save as template: a template of the same name is replaced; a starter's name is refused (409). */
  async saveTemplate(workspaceId: string, input: TemplateInput): Promise<CampaignTemplate> {
    assertKnownMergeFields(mergeableTexts(input));
    const id = await this.library.upsertTemplate(workspaceId, input);
    if (!id) {
      throw new AppError('conflict', 409, 'A built-in template has this name: choose another name.', {
        fields: [{ field: 'name', message: 'A built-in template has this name' }],
      });
    }
    const row = await this.library.findTemplate(workspaceId, id);
    if (!row) throw notFound('Template');
    return { ...row, updatedAt: iso(row.updatedAt) };
  }

  async deleteTemplate(workspaceId: string, id: string) {
    const row = isUuid(id) ? await this.library.findTemplate(workspaceId, id) : null;
    if (!row) throw notFound('Template');
    if (!(await this.library.deleteTemplate(workspaceId, id))) {
      throw new AppError('conflict', 409, 'Built-in templates cannot be deleted.');
    }
  }

  async postalAddress(workspaceId: string): Promise<PostalAddressResponse> {
    return { address: await this.library.postalAddress(workspaceId) };
  }

  async savePostalAddress(workspaceId: string, address: PostalAddress): Promise<PostalAddressResponse> {
    await this.library.savePostalAddress(workspaceId, address);
    return this.postalAddress(workspaceId);
  }
}
