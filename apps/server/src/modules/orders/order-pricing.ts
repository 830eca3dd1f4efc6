import type { PriceOption } from '@proclub/contracts/orders';
import type { PackageTier, ServiceExtra, ServicePackage } from '@proclub/contracts/services';
import { badRequest } from '../../lib/app-error';

export interface PricedOrder {
  amountCents: number;
  priceOption: PriceOption | null;
  packageTier: PackageTier | null;
  deliveryDays: number | null;
  revisionsIncluded: number | null;
  extras: ServiceExtra[];
}

interface PricedService {
  priceFrom: number | string | null;
  priceTo: number | string | null;
  packages: ServicePackage[];
  extras: ServiceExtra[];
}

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * What an order costs, from the service as stored (never from the browser): the chosen package plus the chosen
 * extras for a service with packages; the chosen price option for one without. Refusals name the field.
 */
export function priceOrder(
  service: PricedService,
  choice: { priceOption?: PriceOption; packageTier?: PackageTier; extraIds: string[] },
): PricedOrder {
  if (service.packages.length > 0) {
    if (!choice.packageTier) throw badRequest('packageTier', 'Choose a package');
    const chosen = service.packages.find((offer) => offer.tier === choice.packageTier);
    if (!chosen) throw badRequest('packageTier', 'This package is not offered for this service');
    const ids = [...new Set(choice.extraIds)];
    const extras = ids.map((id) => {
      const extra = service.extras.find((candidate) => candidate.id === id);
      if (!extra) throw badRequest('extraIds', 'This extra is not offered for this service');
      return extra;
    });
    return {
      amountCents: cents(chosen.price) + extras.reduce((sum, extra) => sum + cents(extra.price), 0),
      priceOption: null,
      packageTier: chosen.tier,
      // Each extra may add days to the package's delivery time.
      deliveryDays: chosen.deliveryDays + extras.reduce((sum, extra) => sum + (extra.days ?? 0), 0),
      revisionsIncluded: chosen.revisions,
      extras,
    };
  }
  if (choice.packageTier) throw badRequest('packageTier', 'This service has no packages');
  if (choice.extraIds.length > 0) throw badRequest('extraIds', 'This service has no extras');
  const priceFrom = service.priceFrom === null ? null : Number(service.priceFrom);
  const priceTo = service.priceTo === null ? null : Number(service.priceTo);
  if (priceFrom === null && priceTo === null)
    throw badRequest('priceOption', 'This service has no listed price. Contact the seller for a quote.');
  if (!choice.priceOption) throw badRequest('priceOption', 'Choose a pricing option');
  const price = choice.priceOption === 'from' ? priceFrom : priceTo;
  if (price === null) throw badRequest('priceOption', 'This pricing option is not offered for this service');
  return {
    amountCents: cents(price),
    priceOption: choice.priceOption,
    packageTier: null,
    deliveryDays: null,
    revisionsIncluded: null,
    extras: [],
  };
}
