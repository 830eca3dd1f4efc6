import { packageTierLabels, type Service } from '@proclub/contracts/services';
import { Check, Minus } from 'lucide-react';
import { ExtraLabel } from '@/components/services/extra-label';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { formatMoney } from '@/lib/utils';

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
            <tr className="border-b border-border">
              <th scope="row" className="py-2 pr-3 text-left font-medium text-muted-foreground">
                Price
              </th>
              {packages.map((offer) => (
                <td key={offer.tier} className="py-2 pr-3 font-semibold" data-testid={`package-price-${offer.tier}`}>
                  {formatMoney(offer.price)}
                </td>
              ))}
            </tr>
            <tr className="border-b border-border">
              <th scope="row" className="py-2 pr-3 text-left font-medium text-muted-foreground">
                Delivery
              </th>
              {packages.map((offer) => (
                <td key={offer.tier} className="py-2 pr-3">
                  {offer.deliveryDays} {offer.deliveryDays === 1 ? 'day' : 'days'}
                </td>
              ))}
            </tr>
            <tr className="border-b border-border">
              <th scope="row" className="py-2 pr-3 text-left font-medium text-muted-foreground">
                Revisions
              </th>
              {packages.map((offer) => (
                <td key={offer.tier} className="py-2 pr-3">
                  {offer.revisions}
                </td>
              ))}
            </tr>
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
