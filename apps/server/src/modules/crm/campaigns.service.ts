import { type CampaignList, engagementRate } from '@proclub/contracts/crm';
import type { AuthUser } from '../../plugins/auth';
import type { CampaignsRepository } from './campaigns.repository';

const LIST_CAP = 100;

/** Campaign records and the three summary figures: Total Reach, Engagement Rate, Total Budget. */
export class CampaignsService {
  constructor(private readonly campaigns: CampaignsRepository) {}

  async list(user: AuthUser): Promise<CampaignList> {
    const [rows, totals] = await Promise.all([this.campaigns.list(user.id, LIST_CAP), this.campaigns.totals(user.id)]);
    return {
      items: rows.map((row) => ({ ...row, budget: Number(row.budget) })),
      summary: {
        totalReach: totals.sent,
        engagementRate: engagementRate(totals.sent, totals.opened),
        totalBudget: Math.round(totals.budget * 100) / 100,
      },
    };
  }
}
