// What other parts may use from campaigns: the demo seed's campaigns, and the seller's unsubscribe links and
// suppression list for their other mails to people (review requests).

export { campaignsPersonalData } from './campaigns.personal-data.repository';
export { campaignsTimelineSource } from './campaigns-timeline.repository';
export { seedDemoCampaigns } from './demo-campaigns';
export { SellerUnsubscribe, sellerUnsubscribe } from './seller-unsubscribe';
