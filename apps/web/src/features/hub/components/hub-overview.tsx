import { productCatalogue } from '@proclub/contracts/products';
import { Link } from 'react-router';
import { ADD_ON_PRODUCT_MEANING, AddOnProductBadge } from '@/components/membership/add-on-product-badge';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardDescription, CardHeader } from '@/components/ui/card';
import { ADD_ONS, CORE_TOOLS, ProductIcon } from './hub-tools';

/**
 * /hub for visitors: what the agency hub does, with a call to sign up. The tools themselves stay behind
 * sign-in (their own routes still send a visitor to /auth).
 */
export function HubOverview() {
  return (
    <main className="mx-auto max-w-6xl space-y-10 px-4 py-10">
      <title>Agency Hub · ProClub</title>
      <section className="space-y-4 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">The Agency Hub</h1>
        <p className="mx-auto max-w-2xl text-muted-foreground">
          Audits, proof reports, proposals, onboarding and schedules for every client — plus add-on products for rankings,
          reviews, content and local listings. Free for agencies, vendors and freelancers to start.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/auth" className={buttonClasses('default', 'lg')}>
            Sign Up Free
          </Link>
          <Link to="/auth" className={buttonClasses('outline', 'lg')}>
            Sign In
          </Link>
        </div>
      </section>
      <section aria-labelledby="hub-core" className="space-y-4">
        <h2 id="hub-core" className="text-2xl font-semibold">
          Core tools
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {CORE_TOOLS.map((tool) => (
            <li key={tool.to}>
              <Card className="h-full">
                <CardHeader>
                  <span className="inline-flex h-10 w-10 items-center justify-center rounded-md bg-secondary text-secondary-foreground">
                    <tool.icon className="h-5 w-5" aria-hidden="true" />
                  </span>
                  <h3 className="pt-2 font-semibold leading-tight">{tool.title}</h3>
                  <CardDescription>{tool.description}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="hub-add-ons" className="space-y-4">
        <h2 id="hub-add-ons" className="text-2xl font-semibold">
          Add-on products
        </h2>
        <p className="text-muted-foreground">{ADD_ON_PRODUCT_MEANING}</p>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[...ADD_ONS, 'map-boost' as const].map((slug) => (
            <li key={slug}>
              <Card className="h-full">
                <CardHeader>
                  <div className="flex items-start justify-between gap-2">
                    <ProductIcon slug={slug} />
                    <AddOnProductBadge />
                  </div>
                  <h3 className="pt-2 font-semibold leading-tight">{productCatalogue[slug].name}</h3>
                  <CardDescription>{productCatalogue[slug].description}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
