// What other modules may use from hub: the outbound ports (mail, realtime), public links and branding,
// and the share email — proposals are shared with clients the same way reports are.
export { type HubOutbound, hubOutbound } from './hub-deps';
export { PublicBrands } from './public-brand';
export { appUrl, publicProposalUrl } from './public-links';
export { renderShareEmail } from './share-email';
