import { type CampaignBlock, formatPostalAddress } from '@proclub/contracts/campaigns';
import type { Db } from '../../db/client';
import { compileCampaign } from './campaign-email';
import { CampaignLibraryRepository } from './campaign-library.repository';
import { CampaignLibraryService } from './campaign-library.service';
import { CampaignsRepository } from './campaigns.repository';
import { DeliveryRepository } from './delivery.repository';

const blocks = (heading: string, text: string): CampaignBlock[] => [
  { type: 'heading', text: heading },
  { type: 'text', text: `Hi {{first_name|there}},\n\n${text}` },
  { type: 'button', text: 'Book a call', url: 'https://example.com/book' },
];

/**
 * Demo campaigns for a seller, made by the campaign code itself: recipients are written from the seller's CRM
 * clients like a real send, then opens and clicks are recorded through the tracking code, so every figure the
 * Campaigns tab shows is counted from these rows.
 */
export async function seedDemoCampaigns(db: Db, workspaceId: string) {
  const campaigns = new CampaignsRepository(db);
  const delivery = new DeliveryRepository(db);
  const sender = await campaigns.sender(workspaceId);
  // The demo workspace's mailing address and its template library, through the library's own service functions.
  const library = new CampaignLibraryService(new CampaignLibraryRepository(db));
  const { address } = await library.savePostalAddress(workspaceId, {
    street: '5 Harbour Road',
    city: 'Bristol',
    region: '',
    postalCode: 'BS1 5TT',
    country: 'United Kingdom',
  });
  await library.seedStarters(workspaceId);
  const footer = {
    name: sender?.fullName ?? 'Demo',
    company: sender?.company ?? null,
    address: address ? formatPostalAddress(address) : null,
    email: '',
  };
  const audience = {
    kind: 'status' as const,
    statuses: ['active' as const],
    tags: [],
    clientIds: [],
    engagement: 'any' as const,
  };
  const make = async (name: string, subject: string, body: CampaignBlock[], budget: number) => {
    const id = await campaigns.create(workspaceId, {
      name,
      subject,
      preheader: '',
      fromName: '',
      blocks: body,
      audience,
      budget,
      ratePerMinute: 120,
    });
    const compiled = await compileCampaign({ subject, preheader: '', blocks: body }, footer);
    await campaigns.replaceLinks(id, compiled.links);
    return { id, compiled };
  };

  const spring = await make(
    'Spring Promotion',
    'Spring offer for {{company|your business}}',
    blocks('Spring is here', 'Our spring packages are open.'),
    500,
  );
  const news = await make(
    'Monthly Newsletter',
    'What we shipped this month',
    blocks('This month', 'A short round-up of our work.'),
    150,
  );
  const draft = await make(
    'Holiday Pre-orders',
    'Holiday slots are filling up',
    blocks('Holidays', 'Reserve your slot early.'),
    250,
  );

  for (const [campaign, status] of [
    [spring, 'sending'],
    [news, 'completed'],
  ] as const) {
    const days = status === 'completed' ? 20 : 2;
    await campaigns.transition(workspaceId, campaign.id, ['draft'], status, {
      startedAt: new Date(Date.now() - days * 86_400_000),
      ...(status === 'completed' ? { completedAt: new Date(Date.now() - (days - 1) * 86_400_000) } : {}),
      compiledHtml: campaign.compiled.html,
      compiledText: campaign.compiled.text,
    });
    await campaigns.materializeRecipients(campaign.id, workspaceId, audience);
    const rows = await delivery.markAllDeliveredForDemo(campaign.id);
    // Some opened, fewer clicked: the demo funnel.
    for (const [index, row] of rows.entries()) {
      if (index % 3 !== 2) await delivery.recordOpen(row.token);
      if (index % 3 === 0) await delivery.recordClick(row.token, 0);
    }
  }
  // Leaves the live campaign sending nothing further: the demo has no send schedule for it.
  await campaigns.transition(workspaceId, spring.id, ['sending'], 'paused');
  return { draft: draft.id };
}
