import { packageTierLabels, type Service } from '@proclub/contracts/services';
import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { ExtraLabel } from '@/components/services/extra-label';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { nounFor } from '@/lib/format';
import { formatMoney } from '@/lib/utils';

type Package = Service['packages'][number];

interface PackageFact {
  label: string;
  value: (offer: Package) => ReactNode;
  className?: string;
  testId?: (offer: Package) => string;
}

/** The rows every package has, before the features. */
const FACTS: PackageFact[] = [
  {
    label: 'Price',
    value: (offer) => formatMoney(offer.price),
    className: 'py-2 pr-3 font-semibold',
    testId: (offer) => `package-price-${offer.tier}`,
  },
  { label: 'Delivery', value: (offer) => `${offer.deliveryDays} ${nounFor(offer.deliveryDays, 'day')}` },
  { label: 'Revisions', value: (offer) => offer.revisions },
];

/** The packages side by side: price, delivery, revisions, and every feature any package includes. */
export function PackageComparison({ service }: { service: Pick<Service, 'packages' | 'extras'> }) {
  const { packages, extras } = service;
  if (packages.length === 0) return null;
  const features = [...new Set(packages.flatMap((offer) => offer.features))];
  return (
    <Card>
      <CardHeader>
        <h2 id="packages-heading" className="text-xl font-semibold">
          Compare Packages
        </h2>
      </CardHeader>
      <CardContent className="space-y-4 overflow-x-auto">
        <table className="w-full min-w-[20rem] text-sm" aria-labelledby="packages-heading">
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className="py-2 pr-3 font-medium text-muted-foreground">
                <span className="sr-only">Package</span>
              </th>
              {packages.map((offer) => (
                <th key={offer.tier} scope="col" className="py-2 pr-3 font-semibold">
                  {packageTierLabels[offer.tier]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {FACTS.map((fact) => (
              <tr key={fact.label} className="border-b border-border">
                <th scope="row" className="py-2 pr-3 text-left font-medium text-muted-foreground">
                  {fact.label}
                </th>
                {packages.map((offer) => (
                  <td key={offer.tier} className={fact.className ?? 'py-2 pr-3'} data-testid={fact.testId?.(offer)}>
                    {fact.value(offer)}
                  </td>
                ))}
              </tr>
            ))}
            {features.map((feature) => (
              <tr key={feature} className="border-b border-border last:border-0">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  {feature}
                </th>
                {packages.map((offer) => (
                  <td key={offer.tier} className="py-2 pr-3">
                    {offer.features.includes(feature) ? (
                      <Check className="h-4 w-4 text-success" aria-label="Included" />
                    ) : (
                      <Minus className="h-4 w-4 text-muted-foreground" aria-label="Not included" />
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {extras.length > 0 && (
          <div>
            <h3 className="mb-2 text-sm font-semibold">Extras</h3>
            <ul className="space-y-1 text-sm">
              {extras.map((extra) => (
                <li key={extra.id} className="flex justify-between gap-3">
                  <span>
                    <ExtraLabel extra={extra} />
                  </span>
                  <span className="font-medium">+{formatMoney(extra.price)}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
