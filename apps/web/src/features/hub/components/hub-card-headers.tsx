import { type ProductSlug, productCatalogue } from '@proclub/contracts/products';
import { AddOnProductBadge } from '@/components/membership/add-on-product-badge';
import { CardDescription, CardHeader } from '@/components/ui/card';
import { type CORE_TOOLS, ProductIcon } from './hub-tools';

/** The heading level of a card's title: h2 on the hub, h3 under the overview's section headings. */
type Heading = 'h2' | 'h3';

/** A core tool's card head: its icon, title and what it does. */
export function ToolCardHeader({ tool, heading: Title }: { tool: (typeof CORE_TOOLS)[number]; heading: Heading }) {
  return (
    <CardHeader>
      <span className="inline-flex h-10 w-10 items-center justify-center rounded-md bg-secondary text-secondary-foreground">
        <tool.icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <Title className="pt-2 font-semibold leading-tight">{tool.title}</Title>
      <CardDescription>{tool.description}</CardDescription>
    </CardHeader>
  );
}

/** An add-on product's card head: its icon and Add-On badge, name and description. */
export function ProductCardHeader({ slug, heading: Title }: { slug: ProductSlug; heading: Heading }) {
  return (
    <CardHeader>
      <div className="flex items-start justify-between gap-2">
        <ProductIcon slug={slug} />
        <AddOnProductBadge />
      </div>
      <Title className="pt-2 font-semibold leading-tight">{productCatalogue[slug].name}</Title>
      <CardDescription>{productCatalogue[slug].description}</CardDescription>
    </CardHeader>
  );
}
