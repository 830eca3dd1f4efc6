import { CATEGORIES, type Category, categoryLabels, PRICING_TYPES } from '@proclub/contracts/services';
import { FormInput, FormMoneyInput, FormSelect, FormTextarea } from '@/components/form/form-controls';
import { titleCase } from '@/lib/utils';
import type { ServiceFormApi } from '../service-form-values';

/** The selects' options, each shown by its label. */
const CATEGORY_CHOICES = { options: CATEGORIES, optionLabel: (category: Category) => categoryLabels[category] };
const PRICING_CHOICES = { options: PRICING_TYPES, optionLabel: titleCase };

/** Title, description, category, pricing and delivery time. */
export function ServiceDetailsFields({ form }: { form: ServiceFormApi }) {
  return (
    <>
      <FormInput
        form={form}
        name="title"
        id="service-title"
        label="Service Title *"
        placeholder="e.g. Professional Website Development"
        maxLength={120}
        aria-required="true"
      />
      <FormTextarea
        form={form}
        name="description"
        id="service-description"
        label="Description *"
        placeholder="Describe what you offer, how you work and what the client receives"
        rows={6}
        maxLength={5000}
        aria-required="true"
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <FormSelect
          form={form}
          name="category"
          id="service-category"
          label="Category *"
          aria-required="true"
          {...CATEGORY_CHOICES}
        />
        <FormSelect form={form} name="pricingType" id="service-pricing-type" label="Pricing Type" {...PRICING_CHOICES} />
        <FormMoneyInput form={form} name="priceFrom" id="service-price-from" label="Price From ($)" min={0} placeholder="0.00" />
        <FormMoneyInput form={form} name="priceTo" id="service-price-to" label="Price To ($)" min={0} placeholder="0.00" />
      </div>
      <FormInput
        form={form}
        name="deliveryTime"
        id="service-delivery-time"
        label="Delivery Time"
        placeholder="e.g. 2-3 weeks"
        maxLength={60}
      />
    </>
  );
}
