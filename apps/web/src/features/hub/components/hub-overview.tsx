import { Link } from 'react-router';
import { ADD_ON_PRODUCT_MEANING } from '@/components/membership/add-on-product-badge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TitledSection } from '@/components/ui/titled-section';
import { ProductCardHeader, ToolCardHeader } from './hub-card-headers';
import { ADD_ONS, CORE_TOOLS } from './hub-tools';

/** Both lead to /auth, which offers signing up and signing in. */
const SIGN_IN_LINKS = [
  ['Sign Up Free', 'default'],
  ['Sign In', 'outline'],
] as const;

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
          {SIGN_IN_LINKS.map(([label, variant]) => (
            <Link key={label} to="/auth" className={buttonClasses(variant, 'lg')}>
              {label}
            </Link>
          ))}
        </div>
      </section>
      <TitledSection headingId="hub-core" title="Core tools" size="large">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {CORE_TOOLS.map((tool) => (
            <li key={tool.to}>
              <Card className="h-full">
                <ToolCardHeader tool={tool} heading="h3" />
              </Card>
            </li>
          ))}
        </ul>
      </TitledSection>
      <TitledSection headingId="hub-add-ons" title="Add-on products" size="large">
        <p className="text-muted-foreground">{ADD_ON_PRODUCT_MEANING}</p>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[...ADD_ONS, 'map-boost' as const].map((slug) => (
            <li key={slug}>
              <Card className="h-full">
                <ProductCardHeader slug={slug} heading="h3" />
              </Card>
            </li>
          ))}
        </ul>
      </TitledSection>
    </main>
  );
}
