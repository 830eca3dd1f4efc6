import { NO_REVISIONS_LEFT, type OrderDeliveries } from '@proclub/contracts/order-deliveries';
import type { Order } from '@proclub/contracts/orders';
import type { Service } from '@proclub/contracts/services';
import { eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { emailOutbox, orderDeliveryFiles } from '../../db/schema/index';
import { describeEachDatabase, multipart, type SignedUpUser } from '../../test/test-app';
import { userWithRole } from '../../test/test-users';
import { memberWithRole } from '../membership/membership.test-helpers';
import { validService } from '../services/services.test-helpers';
import { orderAndPay, placedOrder, statusMove } from './orders.test-helpers';

const requirements = 'A logo and a one-page brand sheet for our bakery.';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

type Part = { name: string; filename?: string; contentType?: string; content: string | Buffer };

describeEachDatabase('orders: deliveries with files, downloads by the parties, revisions', (t) => {
  let seller: SignedUpUser;
  let buyer: SignedUpUser;
  let stranger: SignedUpUser;
  let service: Service;
  let png: Buffer;

  const deliver = (user: SignedUpUser, orderId: string, message: string, files: Omit<Part, 'name'>[] = []) => {
    const form = multipart([{ name: 'message', content: message }, ...files.map((file) => ({ name: 'files', ...file }))]);
    return user.client.post(`/api/orders/${orderId}/deliveries`, undefined, { headers: form.headers, payload: form.payload });
  };
  const move = async (user: SignedUpUser, id: string, status: string) => {
    const response = await statusMove(user.client, id, status);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Order;
  };
  const status = async (id: string) => ((await buyer.client.get(`/api/orders/${id}`)).json() as Order).status;
  const subjectsTo = async (email: string) =>
    (await t.database.db.select({ subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.toAddress, email))).map(
      (row) => row.subject,
    );
  /** A Standard order (1 revision included), paid, accepted and in progress. */
  const orderInProgress = async () => {
    const paid = await orderAndPay(buyer.client, { serviceId: service.id, packageTier: 'standard', requirements });
    expect(paid.statusCode, paid.body).toBe(201);
    const order = paid.json() as Order;
    await move(seller, order.id, 'accepted');
    await move(seller, order.id, 'in_progress');
    return order;
  };

  beforeAll(async () => {
    seller = await userWithRole(t.app, 'vendor');
    const created = await seller.client.post('/api/services', {
      ...validService,
      packages: [
        { tier: 'basic', price: 100, deliveryDays: 2, revisions: 0, features: ['Logo'] },
        { tier: 'standard', price: 200, deliveryDays: 4, revisions: 1, features: ['Logo', 'Brand sheet'] },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    service = created.json() as Service;
    buyer = await memberWithRole(t.app, 'client');
    stranger = await memberWithRole(t.app, 'client');
    png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#4f46e5' } })
      .png()
      .toBuffer();
  });

  it('the seller delivers a message and work files; both parties download them, anyone else gets 404', async () => {
    const order = await orderInProgress();
    expect((await buyer.client.get(`/api/orders/${order.id}/deliveries`)).json()).toEqual({
      deliveries: [],
      revisions: { included: 1, used: 0, left: 1 },
    });
    // Delivering is the seller workspace's (ADR 045): a client-role buyer names none.
    expect((await deliver(buyer, order.id, 'Here it is')).statusCode).toBe(404);
    expect((await deliver(stranger, order.id, 'Here it is')).statusCode).toBe(404);
    expect((await deliver(seller, order.id, '   ')).statusCode).toBe(400);

    const response = await deliver(seller, order.id, 'The logo and the brand sheet, as agreed.', [
      { filename: 'logo.png', contentType: 'image/png', content: png },
      { filename: 'brand sheet.pdf', contentType: 'application/pdf', content: PDF },
      { filename: 'notes.md', contentType: 'text/markdown', content: '# Notes\n\nColours: indigo and cream.\n' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { deliveries } = response.json() as OrderDeliveries;
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ message: 'The logo and the brand sheet, as agreed.', revision: null });
    expect(deliveries[0].files.map((file) => [file.name, file.contentType, file.size])).toEqual([
      ['logo.png', 'image/png', png.length],
      ['brand sheet.pdf', 'application/pdf', PDF.length],
      ['notes.md', 'text/plain', 36],
    ]);
    expect(await status(order.id)).toBe('delivered');

    const [, pdf] = deliveries[0].files;
    for (const party of [buyer, seller]) {
      const download = await party.client.get(pdf.url);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PDF)).toBe(true);
      expect(download.headers['content-type']).toContain('application/pdf');
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="brand sheet.pdf"; filename*=UTF-8''brand%20sheet.pdf`,
      );
      expect(download.headers['x-content-type-options']).toBe('nosniff');
    }
    expect((await stranger.client.get(pdf.url)).statusCode).toBe(404);
    expect((await stranger.client.get(`/api/orders/${order.id}/deliveries`)).statusCode).toBe(404);
    // A file id of another order is 404 too, and the storage key is never served by /uploads.
    const other = await orderInProgress();
    expect((await buyer.client.get(`/api/orders/${other.id}/files/${pdf.id}`)).statusCode).toBe(404);
    const [stored] = await t.database.db.select().from(orderDeliveryFiles).where(eq(orderDeliveryFiles.id, pdf.id));
    expect(stored.storageKey).toMatch(/^private\//);
    expect((await buyer.client.get(`/uploads/${stored.storageKey}`)).statusCode).toBe(404);
  });

  it('refuses files by their bytes, naming the file: a renamed HTML page, an executable; at most 5 files', async () => {
    const order = await orderInProgress();
    const refused = async (filename: string, content: Buffer | string) => {
      const response = await deliver(seller, order.id, 'Delivery', [
        { filename: 'logo.png', contentType: 'image/png', content: png },
        { filename, contentType: 'application/pdf', content },
      ]);
      expect(response.statusCode, response.body).toBe(415);
      return response.json().error.details.fields[0].message as string;
    };
    expect(await refused('brief.pdf', HTML)).toBe(
      '"brief.pdf" is not an accepted file type (images, PDF, ZIP, plain text or Markdown, and office documents)',
    );
    expect(await refused('readme.txt', HTML)).toContain('"readme.txt" is not an accepted file type');
    expect(await refused('setup.zip', EXE)).toContain('"setup.zip" is not an accepted file type');
    expect(await refused('page.html', 'plain words')).toContain('"page.html"');

    const huge = await deliver(seller, order.id, 'Delivery', [
      { filename: 'big.zip', content: Buffer.alloc(20 * 1024 * 1024 + 1) },
    ]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.details.fields[0]).toEqual({ field: 'files', message: 'Each file must be at most 20 MB' });

    const six = Array.from({ length: 6 }, (_, index) => ({ filename: `p${index}.png`, content: png }));
    const tooMany = await deliver(seller, order.id, 'Delivery', six);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe('At most 5 files per delivery');
    // Nothing was kept from the refused attempts.
    expect(await status(order.id)).toBe('in_progress');
    expect(await t.database.db.select().from(orderDeliveryFiles).where(eq(orderDeliveryFiles.orderId, order.id))).toEqual([]);
  });

  it('accepts a ZIP and a Word document by their bytes, whatever the browser said', async () => {
    const order = await orderInProgress();
    const zip = Buffer.from(zipSync({ 'menu/page-1.txt': strToU8('Soup of the day') }));
    const docx = Buffer.from(
      zipSync({
        '[Content_Types].xml': strToU8(
          '<?xml version="1.0"?><Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
        ),
        'word/document.xml': strToU8('<?xml version="1.0"?><w:document/>'),
      }),
    );
    const response = await deliver(seller, order.id, 'Sources attached.', [
      { filename: 'sources.zip', contentType: 'application/octet-stream', content: zip },
      { filename: 'copy.docx', contentType: 'application/octet-stream', content: docx },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const [delivery] = (response.json() as OrderDeliveries).deliveries;
    expect(delivery.files.map((file) => file.contentType)).toEqual([
      'application/zip',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
  });

  it('the buyer asks for revisions up to the package’s count; each round is a delivery; each side is emailed about the other’s step', async () => {
    const order = await orderInProgress();
    expect((await deliver(seller, order.id, 'First version.', [{ filename: 'v1.png', content: png }])).statusCode).toBe(201);

    const ask = (user: SignedUpUser, message = 'Please make the logo a little larger.') =>
      user.client.post(`/api/orders/${order.id}/revisions`, { message });
    expect((await ask(seller)).statusCode).toBe(403);
    expect((await ask(stranger)).statusCode).toBe(404);
    expect((await ask(buyer, 'short')).statusCode).toBe(400);
    const asked = await ask(buyer);
    expect(asked.statusCode, asked.body).toBe(201);
    expect((asked.json() as OrderDeliveries).revisions).toEqual({ included: 1, used: 1, left: 0 });
    expect((asked.json() as OrderDeliveries).deliveries[0].revision?.message).toBe('Please make the logo a little larger.');
    expect(await status(order.id)).toBe('in_progress');
    // Asking again while the work is in progress is not possible.
    expect((await ask(buyer)).statusCode).toBe(409);

    const again = await deliver(seller, order.id, 'Second version, larger logo.', [{ filename: 'v2.png', content: png }]);
    expect(again.statusCode, again.body).toBe(201);
    expect((again.json() as OrderDeliveries).deliveries.map((delivery) => delivery.message)).toEqual([
      'First version.',
      'Second version, larger logo.',
    ]);
    const none = await ask(buyer);
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toEqual({ code: 'no_revisions_left', message: NO_REVISIONS_LEFT });
    expect(await status(order.id)).toBe('delivered');
    expect((await move(buyer, order.id, 'completed')).payment.status).toBe('released');

    const title = validService.title;
    // Each side is emailed about the other's step, never about its own (issue 37).
    const toBuyer = await subjectsTo(buyer.email);
    const toSeller = await subjectsTo(seller.email);
    expect(toBuyer.filter((subject) => subject === `Order delivered: "${title}"`).length).toBeGreaterThanOrEqual(2);
    expect(toSeller).toContain(`Revision requested: "${title}"`);
    expect(toSeller).not.toContain(`Order delivered: "${title}"`);
    expect(toBuyer).not.toContain(`Revision requested: "${title}"`);
    const bell = (await seller.client.get('/api/notifications')).json() as { items: { title: string }[] };
    expect(bell.items.map((item) => item.title)).toContain(`Revision requested: ${title}`);
  });

  it('an order without a package includes one revision; one marked delivered without files can still be revised', async () => {
    const plain = (await seller.client.post('/api/services', validService)).json() as Service;
    const order = await placedOrder(buyer, plain.id);
    await move(seller, order.id, 'accepted');
    await move(seller, order.id, 'in_progress');
    await move(seller, order.id, 'delivered');
    const asked = await buyer.client.post(`/api/orders/${order.id}/revisions`, { message: 'The colours are not right yet.' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((asked.json() as OrderDeliveries).revisions).toEqual({ included: 1, used: 1, left: 0 });
    const json = await seller.client.post(`/api/orders/${order.id}/deliveries`, { message: 'Fixed colours (sent by message).' });
    expect(json.statusCode, json.body).toBe(201);
    expect(await status(order.id)).toBe('delivered');
  });
});
