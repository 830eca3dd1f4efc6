// What other parts may use from campaigns: the demo seed's campaigns.
export { seedDemoCampaigns } from './demo-campaigns';
