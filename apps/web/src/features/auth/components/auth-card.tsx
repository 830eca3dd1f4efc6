import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The signed-out screen: the page title, and the logo (a link home) above the screen's centred card. */
export function AuthScreen({ pageTitle, children }: { pageTitle: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-secondary/60 to-background px-4 py-10">
      <title>{`${pageTitle} · ProClub`}</title>
      <Link to="/" className="mb-6 flex items-center gap-2 text-xl font-bold text-primary">
        <img src="/favicon.svg" alt="" width={32} height={32} />
        ProClub
      </Link>
      {children}
    </main>
  );
}

/** The centred card with the logo that every signed-out account page uses. */
export function AuthCard({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <AuthScreen pageTitle={title}>
      <div className="w-full max-w-md space-y-4 rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm">
        <div className="space-y-1.5 text-center">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {children}
      </div>
    </AuthScreen>
  );
}

/** The centred link under an account card's form ("Back to Sign In"). */
export function AuthCardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="block text-center text-sm text-primary underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}
