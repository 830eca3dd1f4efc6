import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

export function Component() {
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-muted/40 px-4 text-center">
      <title>Page not found · ProClub</title>
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-bold tracking-tight">Oops! Page not found</h1>
      <p className="max-w-sm text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={buttonClasses('default')}>
        Return to Home
      </Link>
    </main>
  );
}
