import { expect, type Page, test } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { baseURL, expectNoSidewaysScroll, expectToast, setupViaApi, signedInSeller, signUpViaApi } from './support/fixtures';
import {
  createServiceViaApi,
  getServiceViaApi,
  myServicesViaApi,
  newSellerApi,
  pngFiles,
  type ServiceBody,
  uniqueWord,
} from './support/marketplace';
import { completedOrderViaApi, joinViaApi } from './support/membership';

const myCard = (page: Page, title: string) => page.getByTestId('my-service-card').filter({ hasText: title });

test('a seller creates a service with images, toggles it, finds it in the marketplace, edits and deletes it', async ({
  page,
}) => {
  test.slow();
  await signedInSeller(page, 'vendor');
  const word = uniqueWord();
  const title = `Brand Sprint ${word.slice(2, 6)}`;
  const [first, second] = await pngFiles(2);

  await page.goto('/dashboard');
  await expect(page.getByText('No services yet')).toBeVisible();
  await page.getByRole('link', { name: 'Add Your First Service' }).click();
  await expect(page).toHaveURL('/services/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Service' })).toBeVisible();

  await page.getByLabel('Service Title *').fill(title);
  await page.getByLabel('Description *').fill(`A one week ${word} workshop that gives your brand a voice, a palette and a logo.`);
  await expect(page.getByLabel('Category *')).toHaveValue('web_development');
  await expect(page.getByLabel('Pricing Type')).toHaveValue('fixed');
  await page.getByLabel('Category *').selectOption({ label: 'Design' });
  await page.getByLabel('Pricing Type').selectOption({ label: 'Project' });
  await page.getByLabel('Price From ($)').fill('750');
  await page.getByLabel('Price To ($)').fill('1500.5');
  await page.getByLabel('Delivery Time').fill('1 week');

  // One row: nothing to remove. Two rows: each can be removed.
  await expect(page.getByRole('button', { name: 'Remove feature 1' })).toHaveCount(0);
  await page.getByLabel('Feature 1', { exact: true }).fill('Brand workshop');
  await page.getByRole('button', { name: 'Add Feature' }).click();
  await expect(page.getByLabel('Feature 2', { exact: true })).toBeFocused();
  await page.getByLabel('Feature 2', { exact: true }).fill('Logo files');
  await expect(page.getByRole('button', { name: 'Remove feature 1' })).toBeVisible();
  await page.getByLabel('Tag 1', { exact: true }).fill('branding');
  await page.getByRole('button', { name: 'Add Tag' }).click();
  await page.getByLabel('Tag 2', { exact: true }).fill('logo');
  await page.getByRole('button', { name: 'Add Tag' }).click();
  await page.getByRole('button', { name: 'Remove tag 3' }).click();
  await expect(page.getByLabel('Tag 3', { exact: true })).toHaveCount(0);

  await page.getByLabel('Portfolio Images').setInputFiles([first, second]);
  await expect(page.getByTestId('image-preview')).toHaveCount(2);

  await page.getByRole('button', { name: 'Create Service' }).click();
  await expectToast(page, 'Service created successfully!');
  await expect(page).toHaveURL('/dashboard');

  const card = myCard(page, title);
  await expect(page.getByText('1 service(s) listed')).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText('Design', { exact: true })).toBeVisible();
  await expect(card.getByText('$750.00 - $1,500.50')).toBeVisible();
  await expect(card.getByText('1 week')).toBeVisible();
  await expect(card.getByText('branding')).toBeVisible();

  const { items } = await myServicesViaApi(page.request);
  expect(items).toHaveLength(1);
  const created = items[0];
  expect(created).toMatchObject({ title, priceFrom: 750, priceTo: 1500.5, isActive: true });
  expect(created.portfolioItems).toHaveLength(2);

  // Deactivated services leave the marketplace.
  await card.getByRole('button', { name: 'Deactivate' }).click();
  await expectToast(page, 'Service deactivated');
  await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
  await page.goto(`/browse?q=${word}`);
  await expect(page.getByText('No services found matching your criteria.')).toBeVisible();

  await page.goto('/dashboard');
  await myCard(page, title).getByRole('button', { name: 'Activate' }).click();
  await expectToast(page, 'Service activated');
  await expect(myCard(page, title).getByText('Active', { exact: true })).toBeVisible();

  // Search by a word of the description; the search box writes to the URL after a pause.
  await page.goto('/browse');
  await page.getByPlaceholder('Search services...').fill(word);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
  const result = page.getByTestId('service-card').filter({ hasText: title });
  await expect(result).toHaveCount(1);
  await expect(page.getByTestId('service-card')).toHaveCount(1);
  await expect(result.getByText('$750.00 - $1,500.50')).toBeVisible();
  await result.getByRole('link', { name: 'View Details' }).click();

  await expect(page).toHaveURL(`/service/${created.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('project pricing')).toBeVisible();
  await expect(page.getByTestId('rating-line')).toHaveText('No reviews yet');
  await expect(page.getByRole('button', { name: 'Show image 1 of 2' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Show image 2 of 2' }).click();
  await expect(page.getByRole('img', { name: `${title}, image 2 of 2` })).toBeVisible();

  // Edit: change the price and put the second image first.
  await page.goto('/dashboard');
  await myCard(page, title).getByRole('link', { name: 'Edit service' }).click();
  await expect(page).toHaveURL(`/services/edit/${created.id}`);
  await expect(page.getByLabel('Service Title *')).toHaveValue(title);
  await expect(page.getByLabel('Feature 2', { exact: true })).toHaveValue('Logo files');
  await page.getByLabel('Price To ($)').fill('2000');
  await page.getByRole('button', { name: 'Move image 2 left' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Service updated successfully');
  await expect(page).toHaveURL('/dashboard');
  await expect(myCard(page, title).getByText('$750.00 - $2,000.00')).toBeVisible();
  const edited = await getServiceViaApi(page.request, created.id);
  expect(edited?.priceTo).toBe(2000);
  expect(edited?.portfolioItems.map((item) => item.id)).toEqual([created.portfolioItems[1].id, created.portfolioItems[0].id]);

  // Delete: Cancel keeps it, Delete removes it for good.
  await myCard(page, title).getByRole('button', { name: 'Delete service' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Service?' });
  await expect(dialog).toContainText('This action cannot be undone. This will permanently delete your service listing.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(myCard(page, title)).toBeVisible();
  await myCard(page, title).getByRole('button', { name: 'Delete service' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Service deleted successfully');
  await expect(page.getByText('No services yet')).toBeVisible();
  expect(await getServiceViaApi(page.request, created.id)).toBeNull();

  await page.goto(`/service/${created.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Service Not Found' })).toBeVisible();
  await expect(page.getByText("The service you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Browse' }).click();
  await expect(page).toHaveURL('/browse');
});

test('buyers with a completed order review a service and the rating line follows the real average', async ({ page, browser }) => {
  test.slow();
  const seller = await newSellerApi('agency');
  const service = await createServiceViaApi(seller.api, { title: `Reviewed ${uniqueWord()}` });

  await signUpViaApi(page.request);
  await setupViaApi(page.request, 'client');
  await page.goto(`/service/${service.id}`);
  const ratingLine = page.getByTestId('rating-line');
  await expect(ratingLine).toHaveText('No reviews yet');
  // Without a completed order there is no review form.
  await expect(page.getByText('Only buyers with a completed order can review this service.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);
  await joinViaApi(page.request);
  await completedOrderViaApi(page.request, seller.api, service.id);
  await page.reload();

  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Rating must be 1 to 5 stars')).toBeVisible();
  await page.getByRole('radio', { name: '4 stars' }).check();
  await page.getByLabel('Comment').fill('Clear communication and fast delivery.');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expectToast(page, 'Review submitted');
  await expect(ratingLine).toHaveText('4.0 (1 review)');
  await expect(page.getByText('Clear communication and fast delivery.')).toBeVisible();
  await expect(page.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);

  // A second client (the demo account) rates it 5: the average moves to 4.5.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.request.post('/api/auth/sign-in/email', {
    data: { email: 'client@demo.proclub.test', password: 'demo-pass-2025' },
    headers: { origin: new URL(page.url()).origin },
  });
  // The demo client is a seeded member.
  await completedOrderViaApi(otherPage.request, seller.api, service.id);
  await otherPage.goto(`/service/${service.id}`);
  await otherPage.getByRole('radio', { name: '5 stars' }).check();
  await otherPage.getByRole('button', { name: 'Submit Review' }).click();
  await expectToast(otherPage, 'Review submitted');
  await expect(otherPage.getByTestId('rating-line')).toHaveText('4.5 (2 reviews)');
  await other.close();

  await page.reload();
  await expect(ratingLine).toHaveText('4.5 (2 reviews)');

  // The owner sees the reviews but no form.
  const ownerPage = await browser.newPage();
  await ownerPage.request.post('/api/auth/sign-in/email', {
    data: { email: seller.user.email, password: seller.user.password },
    headers: { origin: new URL(page.url()).origin },
  });
  await ownerPage.goto(`/service/${service.id}`);
  await expect(ownerPage.getByText('Clear communication and fast delivery.')).toBeVisible();
  await expect(ownerPage.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);
  await ownerPage.close();
  await seller.api.dispose();
});

test('bad input on the service form shows the messages and saves nothing', async ({ page }) => {
  await signedInSeller(page, 'freelancer');
  await page.goto('/services/new');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/services')) posts.push(request.url());
  });

  await page.getByRole('button', { name: 'Create Service' }).click();
  await expect(page.getByLabel('Service Title *')).toHaveAccessibleDescription('Service title is required');
  await expect(page.getByLabel('Description *')).toHaveAccessibleDescription('Description is required');
  await expect(page.getByLabel('Service Title *')).toBeFocused();

  await page.getByLabel('Service Title *').fill('Landing page');
  await page.getByLabel('Description *').fill('A landing page.');
  await page.getByLabel('Price From ($)').fill('-5');
  await page.getByRole('button', { name: 'Create Service' }).click();
  await expect(page.getByLabel('Price From ($)')).toHaveAccessibleDescription('Price from cannot be negative');

  await page.getByLabel('Price From ($)').fill('500');
  await page.getByLabel('Price To ($)').fill('100');
  await page.getByRole('button', { name: 'Create Service' }).click();
  await expect(page.getByLabel('Price To ($)')).toHaveAccessibleDescription(
    'Price to must be greater than or equal to price from',
  );
  expect(posts).toEqual([]);

  const images = page.getByLabel('Portfolio Images');
  await images.setInputFiles(await pngFiles(6));
  await expect(page.getByRole('alert').filter({ hasText: 'Maximum 5 images allowed' })).toBeVisible();
  await expectToast(page, 'Maximum 5 images allowed');
  await expect(page.getByTestId('image-preview')).toHaveCount(0);
  await images.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByRole('alert').filter({ hasText: '"notes.txt" is not an image file' })).toBeVisible();
  await expect(page.getByTestId('image-preview')).toHaveCount(0);

  // A file that claims to be a PNG is read by its bytes in the browser too: refused by name, never previewed.
  await images.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><p>not a png') });
  await expect(
    page.getByRole('alert').filter({ hasText: '"fake.png" is not an image file (JPG, PNG, WebP or GIF)' }),
  ).toBeVisible();
  await expectToast(page, '"fake.png" is not an image file (JPG, PNG, WebP or GIF)');
  await expect(page.getByTestId('image-preview')).toHaveCount(0);
  await expect(page).toHaveURL('/services/new');
  expect(posts).toEqual([]);

  expect((await myServicesViaApi(page.request)).total).toBe(0);
});

test('only sellers may create services, and only the owner may edit one', async ({ page, browser }) => {
  test.slow(); // three accounts and two browser pages: ~26 s on a loaded 2-core machine
  await page.goto('/services/new');
  await expect(page).toHaveURL('/auth');

  await signUpViaApi(page.request);
  await setupViaApi(page.request, 'client');
  await page.goto('/services/new');
  await expect(page).toHaveURL('/dashboard');
  await expectToast(page, 'Only agencies, vendors and freelancers can list services');

  const seller = await newSellerApi();
  const service = await createServiceViaApi(seller.api, { title: `Not yours ${uniqueWord()}` });
  const intruder = await browser.newPage();
  await signedInSeller(intruder, 'agency');
  await intruder.goto(`/services/edit/${service.id}`);
  await expect(intruder.getByRole('heading', { level: 1, name: 'Service Not Found' })).toBeVisible();
  await intruder.close();
  await seller.api.dispose();
});

test('saving a service with images shows the upload progress until the server answers', async ({ page }) => {
  await signedInSeller(page, 'vendor');
  const [image] = await pngFiles(1);
  // Hold the answer back until the bar (full once the bytes are sent) has been seen, so the page cannot move on first
  // (it used to be a fixed 1.5 s hold: a wait on every run, and no guarantee on a slow one).
  let release: () => void = () => {};
  const barSeen = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/services', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await barSeen;
    await route.continue();
  });
  await page.goto('/services/new');
  await page.getByLabel('Service Title *').fill(`Progress ${uniqueWord()}`);
  await page.getByLabel('Description *').fill('A service whose cover image is uploaded with a progress bar.');
  await page.getByLabel('Portfolio Images').setInputFiles(image);
  await page.getByRole('button', { name: 'Create Service' }).click();
  const bar = page.getByRole('progressbar', { name: 'Uploading images' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', /\d+/);
  release();
  await expect(page).toHaveURL('/dashboard');
  await expect(bar).toHaveCount(0);
});

test('the owner sees their service without Contact Seller, and a missing service answers 404', async ({ page }) => {
  await signedInSeller(page, 'vendor');
  const service = await createServiceViaApi(page.request, { title: `Mine ${uniqueWord()}` });
  await page.goto(`/service/${service.id}`);
  await expect(page.getByText('This is your service.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Service' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Contact Seller' })).toHaveCount(0);

  const missing = await page.goto(`/service/${crypto.randomUUID()}`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Service Not Found' })).toBeVisible();
});

test('browse filters live in the URL, Load more fetches the next page, and cards open the service', async ({ page }) => {
  test.slow();
  const seller = await newSellerApi('vendor');
  const word = uniqueWord();
  // One more than a page (24): the 25th arrives only with 'Load more'.
  for (let i = 1; i <= 25; i++) {
    await createServiceViaApi(seller.api, {
      title: `Bulk ${word} ${String(i).padStart(2, '0')}`,
      description: `Numbered ${word} service for paging.`,
      category: 'seo',
      priceFrom: i * 10,
      priceTo: null,
    });
  }

  await page.goto(`/browse?q=${word}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Marketplace' })).toBeVisible();
  await expect(page.getByPlaceholder('Search services...')).toHaveValue(word);
  const cards = page.getByTestId('service-card');
  await expect(cards).toHaveCount(24);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards).toHaveCount(25);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
  await page.getByLabel('Category').selectOption({ label: 'SEO' });
  await page.getByLabel('Min price ($)').fill('200');
  await page.getByLabel('Max price ($)').fill('220');
  await expect(page).toHaveURL(/minPrice=200/);
  await expect(page).toHaveURL(/maxPrice=220/);
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText(`Bulk ${word} 22`);

  // The same filters after a reload, read back from the URL.
  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('price_high');
  await expect(page.getByLabel('Category')).toHaveValue('seo');
  await expect(page.getByLabel('Min price ($)')).toHaveValue('200');
  await expect(cards).toHaveCount(3);
  await expect(cards.first().getByText('SEO', { exact: true })).toBeVisible();

  await page.getByLabel('Category').selectOption({ label: 'Design' });
  await expect(page.getByText('No services found matching your criteria.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/browse');
  await expect(page.getByPlaceholder('Search services...')).toHaveValue('');

  // Clicking anywhere on a card opens it.
  await page.goto(`/browse?q=${word}&sort=price_low`);
  await cards.first().getByText(`Numbered ${word} service for paging.`).click();
  await expect(page).toHaveURL(/\/service\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Bulk ${word} 01` })).toBeVisible();
  await expect(page.getByTestId('price-range')).toHaveText('From $10.00');

  // Signed out, Contact Seller asks for a sign-in; View Profile opens the seller page.
  await page.getByRole('button', { name: 'Contact Seller' }).click();
  await expect(page).toHaveURL('/auth');
  await page.goBack();
  await page.getByRole('link', { name: 'View Profile' }).click();
  await expect(page).toHaveURL(`/sellers/${seller.id}`);
  await expect(page.getByRole('heading', { level: 1, name: seller.user.fullName })).toBeVisible();
  await expect(page.getByText(`${seller.user.fullName} Studio`)).toBeVisible();
  // The seller page pages like /browse: 24 cards, then the oldest one with 'Load more'.
  await expect(page.getByTestId('service-card')).toHaveCount(24);
  await expect(page.getByTestId('service-card').filter({ hasText: `Bulk ${word} 01` })).toHaveCount(0);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByTestId('service-card')).toHaveCount(25);
  await expect(page.getByTestId('service-card').last()).toContainText(`Bulk ${word} 01`);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await seller.api.dispose();
});

test("My Services and the seller page load more, newest first; the public page shows only this seller's active services", async ({
  page,
}) => {
  test.slow();
  await signedInSeller(page, 'freelancer');
  const word = uniqueWord();
  const title = (n: number) => `Own ${word} ${String(n).padStart(2, '0')}`;
  // 28 own services (the 27th and 3rd switched off), and a rival's services created in between.
  const rival = await newSellerApi('agency');
  const own: ServiceBody[] = [];
  for (let i = 1; i <= 28; i++) {
    own.push(await createServiceViaApi(page.request, { title: title(i), description: `Paged ${word} service.` }));
    if (i % 9 === 0) await createServiceViaApi(rival.api, { title: `Rival ${word} ${i}`, description: `Paged ${word} rival.` });
  }
  for (const n of [27, 3]) {
    const response = await page.request.patch(`/api/services/${own[n - 1].id}/status`, {
      data: { isActive: false },
      headers: { origin: baseURL },
    });
    expect(response.status()).toBe(200);
  }

  // My Services: the true total in the header, 24 cards, then the last 4 (oldest) with 'Load more'.
  await page.goto('/dashboard');
  await expect(page.getByTestId('services-count')).toHaveText('28 service(s) listed');
  const cards = page.getByTestId('my-service-card');
  await expect(cards).toHaveCount(24);
  await expect(cards.first()).toContainText(title(28));
  await expect(myCard(page, title(27)).getByText('Inactive', { exact: true })).toBeVisible();
  await expect(myCard(page, title(4))).toHaveCount(0);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards).toHaveCount(28);
  await expect(cards.last()).toContainText(title(1));
  await expect(myCard(page, title(3)).getByText('Inactive', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expect(page.getByTestId('services-count')).toHaveText('28 service(s) listed');
  // A toggle on a loaded later page updates that card in place.
  await myCard(page, title(3)).getByRole('button', { name: 'Activate' }).click();
  await expectToast(page, 'Service activated');
  await expect(myCard(page, title(3)).getByText('Active', { exact: true })).toBeVisible();
  await expect(cards).toHaveCount(28);

  // The public page: the 27 active services (24 + 3), none inactive, none of the rival's.
  await page.goto(`/sellers/${own[0].userId}`);
  const publicCards = page.getByTestId('service-card');
  await expect(publicCards).toHaveCount(24);
  await expect(publicCards.first()).toContainText(title(28));
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(publicCards).toHaveCount(27);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expect(publicCards.last()).toContainText(title(1));
  await expect(publicCards.filter({ hasText: title(27) })).toHaveCount(0);
  await expect(publicCards.filter({ hasText: title(3) })).toHaveCount(1);
  await expect(publicCards.filter({ hasText: `Rival ${word}` })).toHaveCount(0);
  const shown = await publicCards.getByRole('heading', { level: 3 }).allTextContents();
  expect(new Set(shown).size).toBe(27);
  expect(shown).toEqual(Array.from({ length: 28 }, (_, i) => title(28 - i)).filter((name) => name !== title(27)));
  await rival.api.dispose();
});

test('the browse page shows a failed load with Try Again, and cards fall back to Anonymous and Vendor', async ({ page }) => {
  test.slow();
  const seller = await newSellerApi('agency');
  const word = uniqueWord();
  const anonymous = await createServiceViaApi(seller.api, { title: `Nameless ${word}`, description: `Fallback ${word} one.` });
  const named = await createServiceViaApi(seller.api, { title: `Named ${word}`, description: `Fallback ${word} two.` });

  // The browse API answers, in turn: a server error (retried, then the generic message), a rate limit with
  // its own message (not retried), then the real page with one seller's name and role removed.
  const answers: ('crash' | 'limited' | 'real')[] = [];
  let mode: 'crash' | 'limited' | 'real' = 'crash';
  await page.route(
    (url) => url.pathname === '/api/services',
    async (route) => {
      answers.push(mode);
      if (mode === 'crash') {
        return route.fulfill({ status: 500, json: { error: { code: 'internal_error', message: 'Something went wrong' } } });
      }
      if (mode === 'limited') {
        return route.fulfill({ status: 429, json: { error: { code: 'rate_limited', message: 'Too many searches, slow down' } } });
      }
      const response = await route.fetch();
      const body = (await response.json()) as {
        items: { id: string; seller: { fullName: string | null; role: string | null } }[];
      };
      for (const item of body.items) {
        if (item.id === anonymous.id) item.seller = { ...item.seller, fullName: null, role: null };
      }
      return route.fulfill({ response, json: body });
    },
  );

  await page.goto(`/browse?q=${word}`);
  const alert = page.getByRole('alert').filter({ hasText: 'Error loading services' });
  await expect(alert.getByText('Error loading services: Failed to load services', { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  expect(answers).toEqual(['crash', 'crash', 'crash', 'crash']); // the first try and 3 retries

  mode = 'limited';
  await alert.getByRole('button', { name: 'Try Again' }).click();
  await expect(alert.getByText('Error loading services: Too many searches, slow down', { exact: true })).toBeVisible();
  expect(answers.slice(4)).toEqual(['limited']);
  await expect(page.getByTestId('service-card')).toHaveCount(0);

  mode = 'real';
  await page.getByRole('alert').getByRole('button', { name: 'Try Again' }).click();
  const cards = page.getByTestId('service-card');
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('alert')).toHaveCount(0);
  const fallback = cards.filter({ hasText: anonymous.title });
  await expect(fallback.getByText('Anonymous', { exact: true })).toBeVisible();
  await expect(fallback.getByText('Vendor', { exact: true })).toBeVisible();
  await expect(fallback.getByText('A', { exact: true })).toBeVisible(); // the avatar initial
  const real = cards.filter({ hasText: named.title });
  await expect(real.getByText(seller.user.fullName, { exact: true })).toBeVisible();
  await expect(real.getByText('Agency', { exact: true })).toBeVisible();
  await expect(real.getByText('Anonymous')).toHaveCount(0);
  await seller.api.dispose();
});

test('the rating line falls back to 0 reviews when the rating lookup fails', async ({ page }) => {
  test.slow();
  const seller = await newSellerApi('vendor');
  const service = await createServiceViaApi(seller.api, { title: `Rated ${uniqueWord()}` });
  await signUpViaApi(page.request);
  await setupViaApi(page.request, 'client');
  await joinViaApi(page.request);
  await completedOrderViaApi(page.request, seller.api, service.id);
  const review = await page.request.post(`/api/services/${service.id}/reviews`, {
    data: { rating: 5, comment: 'Lovely work.' },
    headers: { origin: baseURL },
  });
  expect(review.status()).toBe(201);

  // With the lookup working, the line shows the real rating.
  await page.goto(`/service/${service.id}`);
  const ratingLine = page.getByTestId('rating-line');
  await expect(ratingLine).toHaveText('5.0 (1 review)');

  // The lookup fails (and its one retry): rating 0 and 0 reviews, and the rest of the page is unaffected.
  let lookups = 0;
  await page.route(`**/api/services/${service.id}/rating`, (route) => {
    lookups++;
    return route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Ratings are down' } } });
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible();
  await expect(ratingLine).toHaveText('No reviews yet');
  // The lookup and its one retry, no more: the screen keeps its place when the session resolves and the shell
  // appears around it (a remount would ask again).
  expect(lookups).toBe(2);
  await expect(page.getByText('Ratings are down')).toHaveCount(0);
  await expect(page.getByText('Lovely work.')).toBeVisible();
  await seller.api.dispose();
});

test.describe('accessibility', () => {
  // Each test runs axe several times, which takes a while on a busy machine.
  test.slow();
  for (const scheme of ['light', 'dark'] as const) {
    test(`/browse and /service/{id} have no axe violations (${scheme})`, async ({ browser }) => {
      const seller = await newSellerApi();
      const service = await createServiceViaApi(seller.api, {
        title: `Accessible ${uniqueWord()}`,
        features: ['Audit', 'Report'],
        tags: ['a11y', 'wcag', 'audit', 'report'],
      });
      const context = await browser.newContext({ colorScheme: scheme });
      const page = await context.newPage();
      await page.goto('/browse');
      await expect(page.getByTestId('service-card').first()).toBeVisible();
      await expectNoViolations(page);

      await page.goto(`/service/${service.id}`);
      await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible();
      await expect(page.getByTestId('rating-line')).toBeVisible();
      await expectNoViolations(page);

      // Signed in as a client who bought and completed it, the review form is on the page too.
      await signUpViaApi(page.request);
      await setupViaApi(page.request, 'client');
      await joinViaApi(page.request);
      await completedOrderViaApi(page.request, seller.api, service.id);
      await page.reload();
      await expect(page.getByRole('button', { name: 'Submit Review' })).toBeVisible();
      await expectNoViolations(page);
      await context.close();
      await seller.api.dispose();
    });
  }

  test('the service form with errors, My Services with its delete dialog and a seller page have no axe violations', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signedInSeller(page, 'vendor');
    const mine = await createServiceViaApi(page.request, {
      title: `Listed ${uniqueWord()}`,
      tags: ['one', 'two', 'three', 'four'],
    });

    await page.goto('/services/new');
    await page.getByRole('button', { name: 'Create Service' }).click();
    await expect(page.getByText('Service title is required')).toBeVisible();
    await page.getByLabel('Portfolio Images').setInputFiles(await pngFiles(1));
    await expect(page.getByTestId('image-preview')).toHaveCount(1);
    await expectNoViolations(page);

    await page.goto('/dashboard');
    await expect(page.getByText('1 service(s) listed')).toBeVisible();
    await expect(myCard(page, mine.title).getByText('+1 more')).toBeVisible();
    await expectNoViolations(page);
    await myCard(page, mine.title).getByRole('button', { name: 'Delete service' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Delete Service?' })).toBeVisible();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');

    await page.goto(`/sellers/${mine.userId}`);
    await expect(page.getByTestId('service-card')).toHaveCount(1);
    await expectNoViolations(page);
    await context.close();
  });

  test('375 px wide /browse and /service/{id} have no axe violations and no sideways scrolling', async ({ browser }) => {
    const seller = await newSellerApi();
    const service = await createServiceViaApi(seller.api, { title: `Narrow ${uniqueWord()}` });
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    for (const path of ['/browse', `/service/${service.id}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[role="status"][aria-label^="Loading"]')).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await expectNoViolations(page);
    }
    // On a phone the filters collapse into a sheet; what is chosen there is counted on its button.
    await page.goto('/browse');
    await expect(page.getByLabel('Category')).toBeHidden();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByLabel('Category').selectOption({ label: 'Design' });
    await sheet.getByRole('button', { name: 'Show Results' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/category=design/);
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();
    await context.close();
    await seller.api.dispose();
  });
});

test('the search box keeps every word typed at a human pace on a 4×-slowed CPU; a NUL in the query shows the error state', async ({
  page,
}) => {
  test.slow();
  await page.goto('/browse');
  const box = page.getByPlaceholder('Search services...');
  await expect(box).toBeVisible();
  // A slow phone: every render and URL update takes four times longer, so the debounced commit's echo arrives
  // while the next keys are being typed (issue 37: the words came out garbled).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const words = 'harbor lighthouse plumbing';
  await box.click();
  for (const [index, char] of [...words].entries()) {
    await page.keyboard.type(char);
    // 0.2–0.5 s per key, varied but repeatable.
    await page.waitForTimeout(200 + ((index * 137) % 301));
  }
  await expect(box).toHaveValue(words);
  await expect(page).toHaveURL(/[?&]q=harbor(\+|%20)lighthouse(\+|%20)plumbing(&|$)/);
  await page.waitForTimeout(1500);
  await expect(box).toHaveValue(words);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  // A NUL byte in the query is the app's error state with Try Again, not the API's raw JSON.
  await page.goto('/browse?q=%00');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Marketplace' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Error loading services');
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('"error"');
});
