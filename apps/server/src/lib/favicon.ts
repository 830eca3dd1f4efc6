const ICONS = {
  // A map pin: the Map Boost directory pages (the business's page).
  pin: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="#4f46e5" d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"/></svg>',
  // An envelope: the unsubscribe and link pages of the emails a seller sends.
  mail: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="2" y="4" width="20" height="16" rx="2" fill="#4f46e5"/><path d="m3 6 9 7 9-7" fill="none" stroke="#fff" stroke-width="2"/></svg>',
} as const;

/**
 * The icon of a server-rendered public page, inline (no request, allowed by the CSP's data: images). Neutral, not
 * ProClub's logo: these pages speak for the seller or their client, White Label or not. Without one, browsers show
 * a blank tab and ask for /favicon.ico.
 */
export function faviconLink(icon: keyof typeof ICONS): string {
  return `<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${encodeURIComponent(ICONS[icon])}">`;
}
