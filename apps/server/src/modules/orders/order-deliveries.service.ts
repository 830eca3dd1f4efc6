import {
  DEFAULT_REVISIONS_INCLUDED,
  type Delivery,
  NO_REVISIONS_LEFT,
  type OrderDeliveries,
} from '@proclub/contracts/order-deliveries';
import type { OrderActor } from '@proclub/contracts/orders';
import { orderStatusLabels } from '@proclub/contracts/orders';
import { AppError, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { newFileStem } from '../../lib/images';
import type { FileStorage } from '../../plugins/storage';
import { type DeliveryFileRow, type DeliveryRow, OrderDeliveriesRepository } from './order-deliveries.repository';
import type { CheckedFile } from './order-delivery-files';
import { announceOrderEvent, type OrderEventOutlets } from './order-events';
import { type OrderParty, requireSide } from './order-party';
import type { OrderRow, OrdersRepository } from './orders.repository';
import { requireOrderAction } from './orders.service';

/** Delivered files live under this prefix, which /uploads never serves: only the download route, to the parties. */
export const PRIVATE_DELIVERY_PREFIX = 'private/order-deliveries';

const fileUrl = (orderId: string, fileId: string) => `/api/orders/${orderId}/files/${fileId}`;

function toDelivery(row: DeliveryRow, orderId: string): Delivery {
  return {
    id: row.id,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    files: row.files.map((file) => ({
      id: file.id,
      name: file.name,
      contentType: file.contentType,
      size: file.size,
      url: fileUrl(orderId, file.id),
    })),
    revision:
      row.revisionMessage !== null && row.revisionRequestedAt
        ? { message: row.revisionMessage, requestedAt: row.revisionRequestedAt.toISOString() }
        : null,
  };
}

const notNow = (row: OrderRow, what: string) =>
  new AppError('invalid_transition', 409, `An order that is ${orderStatusLabels[row.status].toLowerCase()} cannot ${what}`);

/**
 * Delivering with a message and files (seller, while in progress) and asking for a revision (buyer, while delivered,
 * counted against the package's revisions). Each is one transaction with its status move and its announcements
 * (ADR 027); only the two parties of an order see its deliveries and download its files.
 */
export class OrderDeliveriesService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly deliveries: OrderDeliveriesRepository,
    private readonly storage: FileStorage,
    private readonly outlets: OrderEventOutlets,
  ) {}

  private async load(party: OrderParty, id: string): Promise<OrderRow & { actor: OrderActor }> {
    const row = isUuid(id) ? await this.orders.findForParticipant(id, party) : null;
    if (!row) throw notFound('Order');
    return { ...row, actor: requireSide(row, party) };
  }

  private revisions(row: OrderRow, used: number): OrderDeliveries['revisions'] {
    const included = row.revisionsIncluded ?? DEFAULT_REVISIONS_INCLUDED;
    return { included, used, left: Math.max(0, included - used) };
  }

  async list(party: OrderParty, orderId: string): Promise<OrderDeliveries> {
    const row = await this.load(party, orderId);
    const rows = await this.deliveries.listForOrder(row.id);
    const used = rows.filter((delivery) => delivery.revisionRequestedAt !== null).length;
    return { deliveries: rows.map((delivery) => toDelivery(delivery, row.id)), revisions: this.revisions(row, used) };
  }

  async deliver(party: OrderParty, orderId: string, message: string, files: CheckedFile[]): Promise<OrderDeliveries> {
    const row = await this.load(party, orderId);
    requireOrderAction(row, 'deliver', row.actor);

    const stored: { storageKey: string; name: string; contentType: string; size: number }[] = [];
    let announce: (() => Promise<void>) | null;
    try {
      for (const file of files) {
        const storageKey = `${PRIVATE_DELIVERY_PREFIX}/${row.id}/${newFileStem()}.bin`;
        await this.storage.put(storageKey, file.body, file.contentType);
        stored.push({ storageKey, name: file.name, contentType: file.contentType, size: file.body.length });
      }
      announce = await this.orders.transaction(async (orders, tx) => {
        if (!(await orders.transition(row.id, 'in_progress', 'delivered'))) return null;
        await new OrderDeliveriesRepository(tx).insert(row.id, message, stored);
        const order = await orders.findById(row.id);
        if (!order) throw new Error('the order being delivered is missing');
        return announceOrderEvent(
          tx,
          { kind: 'delivered', order, actor: 'seller', moneyMoved: false, note: message },
          this.outlets,
        );
      });
      if (!announce) throw notNow(await this.load(party, orderId), 'be delivered now: it changed meanwhile');
    } catch (error) {
      // Nothing was committed: the files stored for it go too.
      await Promise.allSettled(stored.map((file) => this.storage.delete(file.storageKey)));
      throw error;
    }
    await announce();
    return this.list(party, orderId);
  }

  async requestRevision(party: OrderParty, orderId: string, message: string): Promise<OrderDeliveries> {
    const row = await this.load(party, orderId);
    requireOrderAction(row, 'request_revision', row.actor);
    const announce = await this.orders.transaction(async (orders, tx) => {
      const deliveries = new OrderDeliveriesRepository(tx);
      // Counted inside the transaction, after the order row is locked by the move, so two requests cannot both pass.
      if (!(await orders.transition(row.id, 'delivered', 'in_progress'))) return null;
      if (this.revisions(row, await deliveries.revisionsUsed(row.id)).left <= 0)
        throw new AppError('no_revisions_left', 409, NO_REVISIONS_LEFT);
      await deliveries.requestRevision(row.id, message);
      const order = await orders.findById(row.id);
      if (!order) throw new Error('the order being revised is missing');
      return announceOrderEvent(
        tx,
        { kind: 'revision_requested', order, actor: 'buyer', moneyMoved: false, note: message },
        this.outlets,
      );
    });
    if (!announce) throw notNow(await this.load(party, orderId), 'get a revision now: it changed meanwhile');
    await announce();
    return this.list(party, orderId);
  }

  /** A delivered file for one of the order's two parties; anyone else (and any other file id) gets 404. */
  async file(party: OrderParty, orderId: string, fileId: string): Promise<{ file: DeliveryFileRow; body: Buffer }> {
    const row = await this.load(party, orderId);
    const file = isUuid(fileId) ? await this.deliveries.findFile(row.id, fileId) : null;
    const body = file ? await this.storage.get(file.storageKey) : null;
    if (!file || !body) throw notFound('File');
    return { file, body };
  }
}
