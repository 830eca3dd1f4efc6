import { type ProductSlug, productCatalogue } from '@proclub/contracts/products';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AddOnProductBadge } from '@/components/membership/add-on-product-badge';
import { buttonClasses } from '@/components/ui/button';

interface ProductShellProps {
  product: ProductSlug;
  /** Primary actions beside the back link (e.g. Add Keyword). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every /products page: app header, Back to Hub, the product's name with the Add-On Product badge. */
export function ProductShell({ product, actions, children }: ProductShellProps) {
  const { name, description } = productCatalogue[product];
  return (
    <>
      <title>{`${name} · ProClub`}</title>
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
        <Link to="/hub?tab=add-ons" className={buttonClasses('ghost', 'sm')}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back to Hub
        </Link>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{name}</h1>
              <AddOnProductBadge label="Add-On Product" testId="add-on-badge" />
            </div>
            <p className="text-sm text-muted-foreground">{description}</p>
          </div>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
        {children}
      </main>
    </>
  );
}
