import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useMe } from '@/lib/use-me';
import { cn } from '@/lib/utils';

const navLinks = [
  { to: '/browse', label: 'Browse Services' },
  { to: '/membership', label: 'Membership' },
  { to: '/hub', label: 'Hub' },
];

const navLinkClass =
  'rounded-md px-2 py-1 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:text-foreground';

/** Public top bar. On narrow screens the section links drop to a second row instead of hiding behind a menu. */
export function LandingHeader() {
  // The pre-rendered page is the signed-out one; once the session is known a signed-in visitor gets a way back in.
  const signedIn = !!useMe().data;
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-primary">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          ProClub
        </Link>
        <nav aria-label="Main" className="hidden flex-1 items-center gap-2 md:flex">
          {navLinks.map((link) => (
            <Link key={link.to} to={link.to} className={navLinkClass}>
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {signedIn ? (
            <Link to="/dashboard" className={buttonClasses('default', 'sm')}>
              Go to Dashboard
            </Link>
          ) : (
            <>
              <Link to="/auth" className={buttonClasses('ghost', 'sm')}>
                Sign In
              </Link>
              <Link to="/auth" className={buttonClasses('default', 'sm')}>
                Get Started
              </Link>
            </>
          )}
        </div>
      </div>
      <nav aria-label="Main (mobile)" className="flex justify-center gap-1 border-t border-border px-4 py-2 md:hidden">
        {navLinks.map((link) => (
          <Link key={link.to} to={link.to} className={cn(navLinkClass, 'text-xs sm:text-sm')}>
            {link.label}
          </Link>
        ))}
      </nav>
    </header>
  );
}
