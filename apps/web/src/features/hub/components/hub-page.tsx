import { productCatalogue } from '@proclub/contracts/products';
import { ArrowRight } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ADD_ON_PRODUCT_MEANING } from '@/components/membership/add-on-product-badge';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardFooter } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ProductCardHeader, ToolCardHeader } from './hub-card-headers';
import { HubShell } from './hub-shell';
import { ADD_ONS, CORE_TOOLS, ProductIcon } from './hub-tools';

const TABS = ['core', 'add-ons'] as const;

/** /hub: Core Features (five tools, Launch Tool) and Add-On Products (nine products, View Product). */
export function HubPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((value) => value === params.get('tab')) ?? 'core';
  return (
    <HubShell
      title="Agency Hub"
      description="Everything you need to run client work: reports, audits, proposals and onboarding."
      back={{ to: '/dashboard', label: 'Back to Dashboard' }}
    >
      <Tabs value={tab} onValueChange={(value) => setParams(value === 'core' ? {} : { tab: value }, { replace: true })}>
        <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-grid sm:w-auto">
          <TabsTrigger value="core">Core Features</TabsTrigger>
          <TabsTrigger value="add-ons">Add-On Products</TabsTrigger>
        </TabsList>
        <TabsContent value="core">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Core features">
            {CORE_TOOLS.map((tool) => (
              <li key={tool.to}>
                <Card className="flex h-full flex-col" data-testid="hub-tool">
                  <ToolCardHeader tool={tool} heading="h2" />
                  <CardFooter className="mt-auto">
                    <Link to={tool.to} className={buttonClasses('default', 'sm')} aria-label={`Launch Tool: ${tool.title}`}>
                      Launch Tool
                      <ArrowRight className="h-4 w-4" aria-hidden="true" />
                    </Link>
                  </CardFooter>
                </Card>
              </li>
            ))}
          </ul>
        </TabsContent>
        <TabsContent value="add-ons" className="space-y-4">
          <p className="text-sm text-muted-foreground">{ADD_ON_PRODUCT_MEANING}</p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Add-on products">
            {ADD_ONS.map((slug) => (
              <li key={slug}>
                <Card className="flex h-full flex-col" data-testid="hub-product">
                  <ProductCardHeader slug={slug} heading="h2" />
                  <CardFooter className="mt-auto">
                    <Link
                      to={`/products/${slug}`}
                      className={buttonClasses('outline', 'sm')}
                      aria-label={`View Product: ${productCatalogue[slug].name}`}
                    >
                      View Product
                    </Link>
                  </CardFooter>
                </Card>
              </li>
            ))}
          </ul>
          <Card className="mt-4 flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-start gap-3">
              <ProductIcon slug="map-boost" />
              <div>
                <h2 className="font-semibold">{productCatalogue['map-boost'].name}</h2>
                <p className="text-sm text-muted-foreground">{productCatalogue['map-boost'].description}</p>
              </div>
            </div>
            <Link to="/products/map-boost" className={buttonClasses('outline', 'sm')}>
              Open Map Boost
            </Link>
          </Card>
        </TabsContent>
      </Tabs>
    </HubShell>
  );
}
