import type { ServiceInput } from '@proclub/contracts/services';
import { renderCover } from './cover-art';
import { multipartBody } from './seed-api';
import { seedApi } from './seed-as';
import type { SeedContext } from './seed-context';

/**
 * A listing as the service form sends it (Basic / Standard / Premium packages and extras where it has them), with who
 * offers it and the reviews its buyers leave.
 */
interface DemoService extends Required<Omit<ServiceInput, 'packages' | 'extras'>> {
  packages?: ServiceInput['packages'];
  extras?: ServiceInput['extras'];
  seller: 'agency' | 'vendor' | 'freelancer';
  isActive?: boolean;
  reviews?: { by: 'client' | 'agency' | 'vendor' | 'freelancer'; rating: number; comment: string }[];
}

const DEMO_SERVICES: DemoService[] = [
  {
    seller: 'agency',
    title: 'Local SEO & Google Business Profile Setup',
    description:
      'We optimise your Google Business Profile, fix citations and build location pages so nearby customers find you first on Maps.',
    category: 'seo',
    pricingType: 'monthly',
    priceFrom: 299,
    priceTo: 799,
    deliveryTime: '2 weeks',
    features: ['Profile audit', 'Citation cleanup', 'Monthly ranking report'],
    tags: ['local seo', 'google maps', 'citations', 'reviews'],
    reviews: [
      { by: 'client', rating: 5, comment: 'Calls doubled in two months. Clear monthly reports.' },
      { by: 'vendor', rating: 4, comment: 'Solid process and quick communication.' },
    ],
  },
  {
    seller: 'agency',
    title: 'Conversion-Focused Landing Page',
    description: 'A fast landing page built around one offer, with copy, analytics and A/B-ready sections.',
    category: 'web_development',
    pricingType: 'fixed',
    priceFrom: 1200,
    priceTo: null,
    deliveryTime: '10 days',
    features: ['Copywriting', 'Responsive build', 'Analytics setup'],
    tags: ['landing page', 'conversion'],
    packages: [
      { tier: 'basic', price: 1200, deliveryDays: 10, revisions: 1, features: ['One section-by-section page', 'Copywriting'] },
      { tier: 'standard', price: 1999, deliveryDays: 12, revisions: 2, features: ['Everything in Basic', 'A/B variant'] },
      { tier: 'premium', price: 2900, deliveryDays: 15, revisions: 3, features: ['Everything in Standard', 'Thank-you page'] },
    ],
    extras: [
      { title: 'Extra page section', price: 150, days: 1 },
      { title: 'Express delivery', price: 300, days: 0 },
    ],
  },
  {
    seller: 'agency',
    title: 'Paid Social Campaign Management',
    description: 'Meta and LinkedIn ad campaigns planned, launched and optimised weekly against your cost per lead.',
    category: 'marketing',
    pricingType: 'monthly',
    priceFrom: 650,
    priceTo: 1500,
    deliveryTime: 'Ongoing',
    features: ['Audience research', 'Creative testing', 'Weekly optimisation'],
    tags: ['ads', 'social media', 'lead generation'],
    isActive: false,
  },
  {
    seller: 'vendor',
    title: 'Small Business Website in WordPress',
    description: 'A five-page WordPress website with contact form, booking widget and on-page SEO basics.',
    category: 'web_development',
    pricingType: 'project',
    priceFrom: 1800,
    priceTo: 3500,
    deliveryTime: '3 weeks',
    features: ['5 pages', 'Contact form', 'Booking widget', 'Basic SEO'],
    tags: ['wordpress', 'website', 'small business'],
    packages: [
      { tier: 'basic', price: 1800, deliveryDays: 14, revisions: 1, features: ['5 pages', 'Contact form'] },
      { tier: 'standard', price: 2600, deliveryDays: 18, revisions: 2, features: ['8 pages', 'Booking widget'] },
      { tier: 'premium', price: 3500, deliveryDays: 21, revisions: 3, features: ['12 pages', 'Booking widget', 'Blog'] },
    ],
    extras: [
      { title: 'Logo refresh', price: 250, days: 3 },
      { title: 'Google Analytics setup', price: 120, days: 1 },
    ],
    reviews: [{ by: 'client', rating: 5, comment: 'Beautiful site, delivered early.' }],
  },
  {
    seller: 'vendor',
    title: 'iOS & Android App Prototype',
    description: 'A clickable React Native prototype of your app idea to test with real users before you build.',
    category: 'mobile_development',
    pricingType: 'fixed',
    priceFrom: 2400,
    priceTo: null,
    deliveryTime: '4 weeks',
    features: ['User flows', 'Clickable prototype', 'Test session notes'],
    tags: ['react native', 'prototype', 'mvp'],
  },
  {
    seller: 'vendor',
    title: 'Website Speed Optimisation',
    description: 'We measure Core Web Vitals and fix images, caching and scripts until your pages load in under two seconds.',
    category: 'web_development',
    pricingType: 'hourly',
    priceFrom: 85,
    priceTo: null,
    deliveryTime: '1 week',
    features: ['Lighthouse audit', 'Image optimisation', 'Caching setup'],
    tags: ['performance', 'core web vitals'],
  },
  {
    seller: 'freelancer',
    title: 'Brand Identity & Logo Design',
    description: 'Logo, colour palette and type system with a one-page brand guide, in three rounds of revisions.',
    category: 'design',
    pricingType: 'fixed',
    priceFrom: 450,
    priceTo: 900,
    deliveryTime: '7 days',
    features: ['3 logo concepts', 'Brand guide', 'Social media kit'],
    tags: ['logo', 'branding', 'identity'],
    packages: [
      { tier: 'basic', price: 450, deliveryDays: 5, revisions: 2, features: ['2 logo concepts'] },
      { tier: 'standard', price: 650, deliveryDays: 7, revisions: 3, features: ['3 logo concepts', 'Brand guide'] },
      {
        tier: 'premium',
        price: 900,
        deliveryDays: 10,
        revisions: 5,
        features: ['3 logo concepts', 'Brand guide', 'Social media kit'],
      },
    ],
    extras: [{ title: 'Business card design', price: 90, days: 2 }],
    reviews: [
      { by: 'client', rating: 4, comment: 'Lovely logo, one round more than planned.' },
      { by: 'vendor', rating: 5, comment: 'Fiona nailed our brand in the first round.' },
    ],
  },
  {
    seller: 'freelancer',
    title: 'Blog Posts That Rank',
    description: 'Four researched 1,200-word blog posts a month, written for your customers and optimised for search.',
    category: 'content_writing',
    pricingType: 'monthly',
    priceFrom: 400,
    priceTo: null,
    deliveryTime: 'Monthly',
    features: ['Keyword research', '4 posts a month', 'Meta descriptions'],
    tags: ['blog', 'copywriting', 'seo content'],
  },
  {
    seller: 'freelancer',
    title: 'Explainer Video (60 seconds)',
    description: 'Script, voice-over and motion graphics for a one-minute video that explains what you do.',
    category: 'video_production',
    pricingType: 'project',
    priceFrom: null,
    priceTo: null,
    deliveryTime: '3 weeks',
    features: ['Script', 'Voice-over', 'Motion graphics'],
    tags: ['video', 'animation'],
  },
];

/** The demo services' reviews, by title: seedOrders completes an order behind each and posts it through the API. */
export const DEMO_REVIEWS = DEMO_SERVICES.flatMap((demo) =>
  (demo.reviews ?? []).map((review) => ({ title: demo.title, ...review })),
);

/**
 * Demo listings for the seeded sellers, created through the API as each seller (the service form, with a cover
 * image drawn in cover-art.ts and uploaded like a seller's photo), one deactivated the way a seller does it.
 */
export async function seedServices(ctx: SeedContext): Promise<void> {
  // Drawn at once (sharp works off the main thread); uploaded one by one, in listing order.
  const covers = await Promise.all(DEMO_SERVICES.map((demo, index) => renderCover(demo.category, index)));
  for (const [index, demo] of DEMO_SERVICES.entries()) {
    const seller = await seedApi(ctx, demo.seller);
    const { reviews: _reviews, seller: _seller, isActive, ...fields } = demo;
    const cover = covers[index] as Buffer;
    const form = multipartBody([
      { name: 'data', content: JSON.stringify(fields) },
      { name: 'images', filename: `cover-${index}.png`, contentType: 'image/png', content: cover },
    ]);
    const created = await seller.call<{ id: string }>('POST', '/api/services', form.payload, { headers: form.headers });
    if (isActive === false) await seller.call('PATCH', `/api/services/${created.id}/status`, { isActive: false });
  }
}
