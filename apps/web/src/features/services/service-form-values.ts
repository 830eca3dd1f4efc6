import type { Service, ServiceData, ServiceInput } from '@proclub/contracts/services';
import type { UseFormReturn } from 'react-hook-form';

/** What the form edits: the contract's input shape with every field present (prices as typed text). */
export type ServiceFormValues = Required<ServiceInput>;

/** The service form's react-hook-form handle, as its field groups receive it. */
export type ServiceFormApi = UseFormReturn<ServiceFormValues, unknown, ServiceData>;

export const emptyServiceForm: ServiceFormValues = {
  title: '',
  description: '',
  category: 'web_development',
  pricingType: 'fixed',
  priceFrom: '',
  priceTo: '',
  deliveryTime: '',
  features: [''],
  tags: [''],
  packages: [],
  extras: [],
};

export function serviceToForm(service: Service): ServiceFormValues {
  return {
    title: service.title,
    description: service.description,
    category: service.category,
    pricingType: service.pricingType,
    priceFrom: service.priceFrom === null ? '' : String(service.priceFrom),
    priceTo: service.priceTo === null ? '' : String(service.priceTo),
    deliveryTime: service.deliveryTime ?? '',
    features: service.features.length > 0 ? service.features : [''],
    tags: service.tags.length > 0 ? service.tags : [''],
    packages: service.packages.map((offer) => ({
      ...offer,
      price: String(offer.price),
      deliveryDays: String(offer.deliveryDays),
      revisions: String(offer.revisions),
      features: offer.features.length > 0 ? offer.features : [''],
    })),
    extras: service.extras.map((extra) => ({ ...extra, price: String(extra.price), days: String(extra.days ?? 0) })),
  };
}

/** A portfolio image in the form: one already saved, or a file picked in this session. */
export type FormImage =
  | { kind: 'existing'; key: string; id: string; url: string }
  | { kind: 'new'; key: string; file: File; url: string };
