import { useIsMutating } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMe } from '@/lib/use-me';
import { authMutationKey } from '../api/use-sign-in';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

/** The Welcome card. A session that exists (or appears in another tab) sends the user on to /dashboard. */
export function AuthPage() {
  const me = useMe();
  // While a form is submitting, it decides where to go next (sign-up goes to /setup, not /dashboard).
  const submitting = useIsMutating({ mutationKey: authMutationKey }) > 0;
  if (me.data && !submitting) return <Navigate to="/dashboard" replace />;

  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-secondary/60 to-background px-4 py-10">
      <title>Sign In · ProClub</title>
      <Link to="/" className="mb-6 flex items-center gap-2 text-xl font-bold text-primary">
        <img src="/favicon.svg" alt="" width={32} height={32} />
        ProClub
      </Link>
      <div className="w-full max-w-md rounded-lg border border-border bg-card text-card-foreground shadow-sm">
        <div className="space-y-1.5 p-6 text-center">
          <h1 className="text-2xl font-bold tracking-tight">Welcome to ProClub</h1>
          <p className="text-sm text-muted-foreground">Sign in to your account or create a new one</p>
        </div>
        <div className="px-6 pb-6">
          <Tabs defaultValue="sign-in">
            <TabsList className="w-full">
              <TabsTrigger value="sign-in" className="flex-1">
                Sign In
              </TabsTrigger>
              <TabsTrigger value="sign-up" className="flex-1">
                Sign Up
              </TabsTrigger>
            </TabsList>
            <TabsContent value="sign-in" className="mt-6">
              <SignInForm />
            </TabsContent>
            <TabsContent value="sign-up" className="mt-6">
              <SignUpForm />
            </TabsContent>
          </Tabs>
        </div>
        <p className="border-t border-border px-6 py-4 text-center text-xs text-muted-foreground">
          By continuing, you agree to our Terms of Service and Privacy Policy.
        </p>
      </div>
    </main>
  );
}
