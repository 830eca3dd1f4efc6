import { type Element, type PageContext, textOf } from './page-context';

/**
 * Widgets that scripts put on a page: contact forms, chat, booking and review widgets. They are recognised by
 * their loader (script src or inline snippet) in the HTML as served, and by what they insert (iframes,
 * containers, forms) in the rendered page. Each knows what it does for a visitor.
 */
export type WidgetKind = 'form' | 'chat' | 'booking' | 'reviews' | 'unknown';

interface WidgetSignature {
  name: string;
  kind: WidgetKind;
  /** Matches a script's src or inline code, an iframe's src, or an element's class/id/data attributes. */
  pattern: RegExp;
}

export const WIDGETS: WidgetSignature[] = [
  // Forms
  { name: 'Typeform', kind: 'form', pattern: /typeform\.com|data-tf-widget|data-tf-live/i },
  { name: 'Jotform', kind: 'form', pattern: /jotform\.(com|us)|jotfor\.ms|jotform-form/i },
  { name: 'HubSpot Forms', kind: 'form', pattern: /hsforms\.(net|com)|hbspt\.forms|hs-form-iframe|hbspt-form/i },
  { name: 'Google Forms', kind: 'form', pattern: /docs\.google\.com\/forms|forms\.gle/i },
  { name: 'Formstack', kind: 'form', pattern: /formstack\.com/i },
  { name: 'Cognito Forms', kind: 'form', pattern: /cognitoforms\.com/i },
  { name: 'Wufoo', kind: 'form', pattern: /wufoo\.com/i },
  { name: 'Tally', kind: 'form', pattern: /tally\.so/i },
  { name: 'Paperform', kind: 'form', pattern: /paperform\.co/i },
  { name: 'Zoho Forms', kind: 'form', pattern: /forms\.zoho\.(com|eu)/i },
  { name: '123FormBuilder', kind: 'form', pattern: /123formbuilder\.com/i },
  { name: 'Microsoft Forms', kind: 'form', pattern: /forms\.office\.com/i },
  { name: 'Elfsight Form Builder', kind: 'form', pattern: /eapps-form-builder|elfsight[-\w]*form/i },
  // Booking
  { name: 'Calendly', kind: 'booking', pattern: /calendly\.com|calendly-inline-widget/i },
  { name: 'Acuity Scheduling', kind: 'booking', pattern: /acuityscheduling\.com|\bas\.me\//i },
  { name: 'Square Appointments', kind: 'booking', pattern: /squareup\.com\/appointments|square\.site\/book/i },
  { name: 'Setmore', kind: 'booking', pattern: /setmore\.com/i },
  { name: 'SimplyBook.me', kind: 'booking', pattern: /simplybook\.(me|it)/i },
  { name: 'Booksy', kind: 'booking', pattern: /booksy\.com\/widget/i },
  { name: 'Vagaro', kind: 'booking', pattern: /vagaro\.com\/.*widget|vagaro-widget/i },
  { name: 'Housecall Pro', kind: 'booking', pattern: /housecallpro\.com|hcp-button/i },
  // Chat
  { name: 'Tawk.to', kind: 'chat', pattern: /embed\.tawk\.to|tawk\.to\/chat|Tawk_API|tawk-min-container|tawkchat/i },
  {
    name: 'Intercom',
    kind: 'chat',
    pattern:
      /widget\.intercom\.io|js\.intercomcdn\.com|intercomSettings|intercom-container|intercom-lightweight-app|intercom-frame/i,
  },
  { name: 'Tidio', kind: 'chat', pattern: /code\.tidio\.co|tidio-chat|tidioChatApi/i },
  { name: 'Drift', kind: 'chat', pattern: /js\.driftt\.com|drift-widget|drift-frame/i },
  { name: 'LiveChat', kind: 'chat', pattern: /cdn\.livechatinc\.com|chat-widget-container|__lc\.license/i },
  { name: 'Crisp', kind: 'chat', pattern: /client\.crisp\.chat|CRISP_WEBSITE_ID|crisp-client/i },
  { name: 'Zendesk Chat', kind: 'chat', pattern: /static\.zdassets\.com|zopim|ze-snippet/i },
  { name: 'HubSpot Chat', kind: 'chat', pattern: /js\.usemessages\.com|hubspot-messages-iframe/i },
  { name: 'Podium', kind: 'chat', pattern: /connect\.podium\.com|podium-website-widget|podium-bubble/i },
  { name: 'Facebook Messenger', kind: 'chat', pattern: /fb-customerchat|customerchat\.js/i },
  { name: 'Elfsight All-in-One Chat', kind: 'chat', pattern: /eapps-all-in-one-chat|elfsight[-\w]*chat/i },
  // Reviews (Google reviews and others)
  {
    name: 'Elfsight Google Reviews',
    kind: 'reviews',
    pattern: /eapps-google-reviews|elfsight[-\w]*review/i,
  },
  { name: 'Trustindex', kind: 'reviews', pattern: /cdn\.trustindex\.io|trustindex\.io\/loader|ti-widget/i },
  { name: 'EmbedSocial', kind: 'reviews', pattern: /embedsocial\.com|embedsocial-reviews/i },
  { name: 'SociableKIT', kind: 'reviews', pattern: /sociablekit\.com|sk-ww-google-reviews/i },
  { name: 'Featurable', kind: 'reviews', pattern: /featurable\.com/i },
  { name: 'Reviews on my website', kind: 'reviews', pattern: /reviewsonmywebsite\.com/i },
  { name: 'Trustpilot', kind: 'reviews', pattern: /trustpilot\.com|trustpilot-widget/i },
  { name: 'Birdeye', kind: 'reviews', pattern: /birdeye\.com/i },
  { name: 'Yotpo', kind: 'reviews', pattern: /yotpo\.com/i },
  { name: 'Reviews.io', kind: 'reviews', pattern: /reviews\.io|reviews\.co\.uk/i },
  { name: 'Grade.us', kind: 'reviews', pattern: /grade\.us/i },
  { name: 'Google reviews widget', kind: 'reviews', pattern: /grwapi\.net|google-reviews-widget|wp-google-reviews|grw-reviews/i },
  // A widget platform whose widget kind the HTML does not say: rendering shows what it inserts.
  { name: 'Elfsight', kind: 'unknown', pattern: /static\.elfsight\.com|apps\.elfsight\.com|elfsightcdn\.com|elfsight-app-/i },
];

/** What a script, iframe or container says about itself: its address, inline code, and class/id/data attributes. */
function signature(element: Element): string {
  const { attribs } = element;
  const parts = [attribs.src ?? '', attribs.class ?? '', attribs.id ?? '', attribs.title ?? ''];
  for (const [key, value] of Object.entries(attribs)) if (key.startsWith('data-')) parts.push(`${key} ${value}`);
  if (element.name === 'script') parts.push(textOf(element).slice(0, 4000));
  return parts.join(' ');
}

export interface FoundWidget {
  name: string;
  kind: WidgetKind;
}

/** Every widget the page shows or loads (one entry per widget). */
export function findWidgets(page: Pick<PageContext, 'all'>): FoundWidget[] {
  const found = new Map<string, FoundWidget>();
  const elements = [
    ...page.all('script'),
    ...page.all('iframe'),
    ...page.all('div'),
    ...page.all('section'),
    ...page.all('aside'),
  ];
  for (const element of elements) {
    if (element.name !== 'script' && isHiddenByMarkup(element)) continue;
    const text = signature(element);
    if (!text.trim()) continue;
    for (const widget of WIDGETS) if (!found.has(widget.name) && widget.pattern.test(text)) found.set(widget.name, widget);
  }
  // A platform seen only by its loader, while a widget of it was recognised, adds nothing.
  if ([...found.values()].some((widget) => widget.name.startsWith('Elfsight ') && widget.kind !== 'unknown'))
    found.delete('Elfsight');
  // Any other chat iframe (title "chat", "live chat", "messaging window").
  if (![...found.values()].some((widget) => widget.kind === 'chat')) {
    const chatFrame = page
      .all('iframe')
      .find((frame) =>
        /\b(live ?chat|chat widget|chat window|messaging window|chat)\b/i.test(
          `${frame.attribs.title ?? ''} ${frame.attribs.id ?? ''}`,
        ),
      );
    if (chatFrame)
      found.set('Chat', {
        name: `Chat widget${chatFrame.attribs.title ? ` (“${chatFrame.attribs.title.slice(0, 40)}”)` : ''}`,
        kind: 'chat',
      });
  }
  return [...found.values()];
}

function isHiddenByMarkup(element: Element): boolean {
  for (let node: Element | null = element; node && 'attribs' in node; node = node.parent as Element | null) {
    if (node.attribs.hidden !== undefined) return true;
    if (node.name === 'template' || node.name === 'noscript') return true;
    if (/(^|;)\s*display\s*:\s*none/i.test(node.attribs.style ?? '') && node.name !== 'div') return true;
  }
  return false;
}
