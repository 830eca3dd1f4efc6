import { orderPrice, orderPurchaseLines, pricingNote, type ServicePriceFacts, servicePrice } from '@proclub/contracts/price';
import { formatMoney } from './utils';

/**
 * The one price (ADR 040) in the user's money format ("$1,999.00"): every service card, the service page, order
 * cards and order details read prices through these and nothing else.
 */
export const formatServicePrice = (service: ServicePriceFacts) => servicePrice(service, formatMoney);
export const formatPricingNote = (service: ServicePriceFacts) => pricingNote(service);
export const formatOrderPrice = (order: Parameters<typeof orderPrice>[0]) => orderPrice(order, formatMoney);
export const formatOrderPurchase = (order: Parameters<typeof orderPurchaseLines>[0]) => orderPurchaseLines(order, formatMoney);
