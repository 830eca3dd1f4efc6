/**
 * The demo workspace's businesses: every seeded record about a client (keywords, competitors, review platforms,
 * posts, citations, backlinks, audits, proposals, its Map Boost page) is read from its entry here, keyed by the
 * client's email in the seller's CRM, so a law firm never tracks "bakery near me". seed-story.test.ts checks it.
 */
export interface DemoBusiness {
  /** The trade, as words a keyword or post about the business would use (the coherence test looks for them). */
  trade: string[];
  city: string;
  region: string;
  postalCode: string;
  streetAddress: string;
  phone: string;
  website: string;
  description: string;
  services: string[];
  hours: { day: string; opens: string; closes: string }[];
  /** Weekly positions, oldest first (entered by hand: no rank provider is configured in the demo). */
  keywords: { keyword: string; location: string; positions: number[] }[];
  competitors: { name: string; website: string }[];
  reviewPlatforms: {
    name: string;
    reviewUrl: string;
    status: 'active' | 'pending';
    rating: number | null;
    reviewCount: number;
  }[];
  posts: {
    platform: 'google_business' | 'instagram' | 'facebook';
    content: string;
    status: 'scheduled' | 'draft';
    inDays: number | null;
  }[];
  backlinks: { sourceUrl: string; anchorText: string | null; domainAuthority: number; lost?: boolean }[];
  content: {
    title: string;
    type: 'blog_post' | 'email' | 'video_script';
    status: 'ready' | 'draft' | 'published';
    body: string;
  }[];
}

const weekdays = (opens: string, closes: string, days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) =>
  days.map((day) => ({ day, opens, closes }));

export const DEMO_BUSINESSES: Record<string, DemoBusiness> = {
  // The vendor's (Northwind Web Co.) clients.
  'client@demo.proclub.test': {
    trade: ['bakery', 'bakeries', 'cake', 'cakes', 'sourdough', 'pastries', 'bread', 'baker', 'croissants', 'cinnamon'],
    city: 'Austin',
    region: 'TX',
    postalCode: '78704',
    streetAddress: '1200 South Congress Ave',
    phone: '+1 512 555 0142',
    website: 'https://clarasbakery.example',
    description:
      'A neighbourhood bakery on South Congress baking sourdough, laminated pastries and celebration cakes from scratch every morning. ' +
      'Pre-order birthday and wedding cakes online, or drop in for coffee and a warm cinnamon roll.',
    services: ['Custom cakes', 'Sourdough bread', 'Pastries', 'Catering'],
    hours: [
      ...weekdays('07:00', '16:00', ['Tuesday', 'Wednesday', 'Thursday', 'Friday']),
      { day: 'Saturday', opens: '07:00', closes: '14:00' },
    ],
    keywords: [
      { keyword: 'bakery near me', location: 'Austin, TX', positions: [18, 15, 14, 11, 9, 7] },
      { keyword: 'custom birthday cakes austin', location: 'Austin, TX', positions: [32, 27, 22, 22, 19] },
      { keyword: 'sourdough bread south congress', location: 'Austin, TX', positions: [6, 5, 7, 4] },
    ],
    competitors: [
      { name: 'Sweet Crumbs Bakery', website: 'https://sweetcrumbs.example' },
      { name: 'Golden Loaf', website: 'https://goldenloaf.example' },
    ],
    reviewPlatforms: [
      {
        name: 'Google',
        reviewUrl: 'https://search.google.com/local/writereview?placeid=clarasbakery',
        status: 'active',
        rating: 4.8,
        reviewCount: 127,
      },
      {
        name: 'Yelp',
        reviewUrl: 'https://www.yelp.com/writeareview/biz/claras-bakery-austin',
        status: 'active',
        rating: 4.5,
        reviewCount: 38,
      },
    ],
    posts: [
      {
        platform: 'google_business',
        content: 'Fresh cinnamon rolls every Saturday from 7 a.m. Come early!',
        status: 'scheduled',
        inDays: 1,
      },
      {
        platform: 'instagram',
        content: 'Meet Ana, our head baker, and the sourdough starter she has fed for eleven years.',
        status: 'scheduled',
        inDays: 3,
      },
    ],
    backlinks: [
      {
        sourceUrl: 'https://www.austinchronicle.example/food/best-bakeries',
        anchorText: 'best bakery in Austin',
        domainAuthority: 72,
      },
      { sourceUrl: 'https://www.localfoodblog.example/sourdough-guide', anchorText: 'sourdough', domainAuthority: 41 },
      { sourceUrl: 'https://www.weddingcakes.example/vendors/austin', anchorText: 'custom cakes', domainAuthority: 38 },
      { sourceUrl: 'https://www.austinchamber.example/members/food', anchorText: null, domainAuthority: 55 },
      {
        sourceUrl: 'https://www.oldforum.example/thread/austin-bakeries',
        anchorText: 'Clara’s bakery',
        domainAuthority: 12,
        lost: true,
      },
    ],
    content: [
      {
        title: 'Holiday cake pre-order reminder',
        type: 'email',
        status: 'draft',
        body: 'Order your holiday cakes by the 20th to guarantee pickup on the 24th.',
      },
      {
        title: 'Behind the scenes: 4 a.m. at the bakery',
        type: 'video_script',
        status: 'published',
        body: 'Open on the oven light. The first trays of croissants go in while South Congress is still dark.',
      },
    ],
  },
  'marco@rossi-plumbing.test': {
    trade: ['plumber', 'plumbing', 'water heater', 'drain', 'pipe', 'leak'],
    city: 'Denver',
    region: 'CO',
    postalCode: '80211',
    streetAddress: '3350 Tejon St',
    phone: '+1 303 555 0199',
    website: 'https://rossiplumbing.example',
    description: 'Family-run plumbing in north Denver since 1998: leaks, drains, water heaters and 24-hour emergency call-outs.',
    services: ['Emergency call-outs', 'Water heater installation', 'Drain cleaning'],
    hours: weekdays('07:00', '18:00'),
    keywords: [{ keyword: 'emergency plumber denver', location: 'Denver, CO', positions: [41, 36] }],
    competitors: [{ name: 'Mile High Pipes', website: 'https://milehighpipes.example' }],
    reviewPlatforms: [
      {
        name: 'Facebook',
        reviewUrl: 'https://www.facebook.com/rossiplumbing/reviews',
        status: 'pending',
        rating: null,
        reviewCount: 0,
      },
    ],
    posts: [
      {
        platform: 'facebook',
        content: 'Frozen pipes? Our emergency plumbers answer in Denver around the clock this winter.',
        status: 'draft',
        inDays: null,
      },
    ],
    backlinks: [],
    content: [
      {
        title: '5 signs your water heater needs replacing',
        type: 'blog_post',
        status: 'ready',
        body: 'Rusty water, rumbling noises and a leak at the base all point the same way: call a plumber.',
      },
    ],
  },
  // The agency's (Brightline Digital) clients.
  'dana@whitfieldlaw.test': {
    trade: ['lawyer', 'law', 'attorney', 'legal', 'estate', 'injury', 'firm'],
    city: 'Austin',
    region: 'TX',
    postalCode: '78701',
    streetAddress: '600 Congress Ave, Suite 1400',
    phone: '+1 512 555 0177',
    website: 'https://whitfieldlaw.example',
    description:
      'Whitfield Law advises Austin families and small businesses on estate planning, business formation and personal injury, ' +
      'from offices downtown and in Round Rock.',
    services: ['Estate planning', 'Business formation', 'Personal injury'],
    hours: weekdays('08:30', '17:30'),
    keywords: [
      { keyword: 'estate planning lawyer austin', location: 'Austin, TX', positions: [18, 15, 14, 11, 9, 7] },
      { keyword: 'personal injury attorney austin', location: 'Austin, TX', positions: [32, 27, 22, 22, 19] },
      { keyword: 'business lawyer round rock', location: 'Round Rock, TX', positions: [6, 5, 7, 4] },
    ],
    competitors: [
      { name: 'Capitol City Legal', website: 'https://capitolcitylegal.example' },
      { name: 'Barton & Reyes Attorneys', website: 'https://bartonreyes.example' },
    ],
    reviewPlatforms: [
      {
        name: 'Google',
        reviewUrl: 'https://search.google.com/local/writereview?placeid=whitfieldlaw',
        status: 'active',
        rating: 4.9,
        reviewCount: 64,
      },
      {
        name: 'Avvo',
        reviewUrl: 'https://www.avvo.example/attorneys/whitfield-reviews',
        status: 'active',
        rating: 4.7,
        reviewCount: 22,
      },
    ],
    posts: [
      {
        platform: 'google_business',
        content: 'Free 20-minute estate planning consultations at our Round Rock office every Thursday.',
        status: 'scheduled',
        inDays: 1,
      },
      {
        platform: 'facebook',
        content: 'Starting a business in Austin? Our attorneys explain LLC or corporation in plain words.',
        status: 'scheduled',
        inDays: 3,
      },
    ],
    backlinks: [
      { sourceUrl: 'https://www.austinbar.example/directory/whitfield', anchorText: 'Whitfield Law', domainAuthority: 68 },
      {
        sourceUrl: 'https://www.txbizjournal.example/legal/estate-planning-guide',
        anchorText: 'estate planning lawyer',
        domainAuthority: 61,
      },
      { sourceUrl: 'https://www.roundrockchamber.example/members', anchorText: null, domainAuthority: 47 },
      {
        sourceUrl: 'https://www.oldlegalforum.example/thread/austin-attorneys',
        anchorText: 'Austin attorney',
        domainAuthority: 15,
        lost: true,
      },
    ],
    content: [
      {
        title: 'Do I need a will or a trust in Texas?',
        type: 'blog_post',
        status: 'ready',
        body: 'A plain-words guide from our estate planning attorneys to wills, living trusts and probate in Texas.',
      },
      {
        title: 'New Round Rock office hours',
        type: 'email',
        status: 'draft',
        body: 'Our law firm now meets clients in Round Rock on Tuesdays and Thursdays.',
      },
      {
        title: 'Meet the firm: 60 seconds with Dana Whitfield',
        type: 'video_script',
        status: 'published',
        body: 'Open on the Congress Avenue office. Dana explains why the firm answers every legal question in plain words.',
      },
    ],
  },
  'team@sunriseyoga.test': {
    trade: ['yoga', 'studio', 'pilates', 'meditation', 'class', 'classes'],
    city: 'Austin',
    region: 'TX',
    postalCode: '78702',
    streetAddress: '1801 E 6th St',
    phone: '+1 512 555 0133',
    website: 'https://sunriseyoga.example',
    description: 'An East Austin yoga studio with sunrise vinyasa, gentle evening classes and beginner series every month.',
    services: ['Vinyasa classes', 'Beginner series', 'Private sessions'],
    hours: weekdays('06:00', '20:00'),
    keywords: [{ keyword: 'yoga studio east austin', location: 'Austin, TX', positions: [41, 44] }],
    competitors: [{ name: 'Lotus Flow Studio', website: 'https://lotusflow.example' }],
    reviewPlatforms: [
      {
        name: 'Facebook',
        reviewUrl: 'https://www.facebook.com/sunriseyogaatx/reviews',
        status: 'pending',
        rating: null,
        reviewCount: 0,
      },
    ],
    posts: [
      {
        platform: 'instagram',
        content: 'New beginner yoga series starts Monday: six classes, no experience needed.',
        status: 'draft',
        inDays: null,
      },
    ],
    backlinks: [],
    content: [],
  },
};

/** The business behind a CRM client's email; a seeded client without one gets no product or hub records. */
export const businessOf = (email: string | null | undefined): DemoBusiness | undefined =>
  email ? DEMO_BUSINESSES[email] : undefined;
