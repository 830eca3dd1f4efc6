import { useIsMutating } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { SectionTabs } from '@/components/ui/section-tabs';
import { useMe } from '@/lib/use-me';
import { authMutationKey } from '../api/use-sign-in';
import { AuthScreen } from './auth-card';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

const sections = [
  { value: 'sign-in', label: 'Sign In', panel: <SignInForm /> },
  { value: 'sign-up', label: 'Sign Up', panel: <SignUpForm /> },
];

/** The Welcome card. A session that exists (or appears in another tab) sends the user on to /dashboard. */
export function AuthPage() {
  const me = useMe();
  // While a form is submitting, it decides where to go next (sign-up goes to /setup, not /dashboard).
  const submitting = useIsMutating({ mutationKey: authMutationKey }) > 0;
  if (me.data && !submitting) return <Navigate to="/dashboard" replace />;

  return (
    <AuthScreen pageTitle="Sign In">
      <div className="w-full max-w-md rounded-lg border border-border bg-card text-card-foreground shadow-sm">
        <div className="space-y-1.5 p-6 text-center">
          <h1 className="text-2xl font-bold tracking-tight">Welcome to ProClub</h1>
          <p className="text-sm text-muted-foreground">Sign in to your account or create a new one</p>
        </div>
        <div className="px-6 pb-6">
          <SectionTabs
            sections={sections}
            defaultValue="sign-in"
            listClassName="w-full"
            triggerClassName="flex-1"
            panelClassName="mt-6"
          />
        </div>
        <p className="border-t border-border px-6 py-4 text-center text-xs text-muted-foreground">
          By continuing, you agree to our Terms of Service and Privacy Policy.
        </p>
      </div>
    </AuthScreen>
  );
}
