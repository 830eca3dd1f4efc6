import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

export function FinalCallToAction() {
  return (
    <section aria-labelledby="final-cta-heading" className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-20">
      <h2 id="final-cta-heading" className="text-3xl font-bold tracking-tight">
        Ready to grow your business?
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
        Join 1000+ service professionals on ProClub. Try it free, no credit card required.
      </p>
      <Link to="/auth" className={`${buttonClasses('default', 'lg')} mt-8`}>
        Start Your Free Trial
        <ArrowRight className="h-4 w-4" aria-hidden="true" />
      </Link>
    </section>
  );
}

export function LandingFooter() {
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-8 text-sm text-muted-foreground sm:flex-row">
        <p>© 2025 ProClub. All rights reserved.</p>
        <nav aria-label="Footer" className="flex gap-4">
          <Link to="/browse" className="hover:text-foreground">
            Browse Services
          </Link>
          <Link to="/membership" className="hover:text-foreground">
            Membership
          </Link>
        </nav>
      </div>
    </footer>
  );
}
