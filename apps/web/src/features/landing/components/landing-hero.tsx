import { ArrowRight, CircleCheck, Star, Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

export function LandingHero() {
  return (
    <section className="relative overflow-hidden border-b border-border bg-gradient-to-b from-secondary/60 to-background">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
        <p className="inline-flex items-center gap-2 rounded-full border border-border bg-background px-3 py-1 text-xs font-medium text-secondary-foreground sm:text-sm">
          <Star className="h-4 w-4 text-primary" aria-hidden="true" />
          The #1 platform for service professionals
        </p>
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          Grow your service business with <span className="text-primary">ProClub</span>
        </h1>
        <p className="max-w-2xl text-base text-pretty text-muted-foreground sm:text-lg">
          The number one platform for agencies, vendors and freelancers: list your services, win clients, run your CRM and turn
          website audits into sales, all in one place.
        </p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link to="/auth" className={buttonClasses('default', 'lg')}>
            Start Free Trial
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
          <Link to="/browse" className={buttonClasses('outline', 'lg')}>
            Browse Marketplace
          </Link>
        </div>
        <ul className="flex flex-col items-center gap-x-6 gap-y-2 text-sm text-muted-foreground sm:flex-row">
          <li className="flex items-center gap-2">
            <CircleCheck className="h-4 w-4 text-success" aria-hidden="true" />
            Free trial, no credit card required
          </li>
          <li className="flex items-center gap-2">
            <Users className="h-4 w-4 text-primary" aria-hidden="true" />
            Join 1000+ members
          </li>
        </ul>
      </div>
    </section>
  );
}
