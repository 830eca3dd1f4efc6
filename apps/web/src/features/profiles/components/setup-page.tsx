import type { Me } from '@proclub/contracts/profiles';
import { useIsMutating } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { setupProfileMutationKey } from '../api/use-setup-profile';
import { SetupForm } from './setup-form';

export function SetupPage({ me }: { me: Me }) {
  // The form navigates itself after a successful save; only a role that was already set redirects from here.
  const saving = useIsMutating({ mutationKey: setupProfileMutationKey }) > 0;
  if (me.profile.role && !saving) return <Navigate to="/dashboard" replace />;

  return (
    <>
      <title>Complete Your Profile · ProClub</title>
      <main className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
        <div className="rounded-lg border border-border bg-card p-6 shadow-sm sm:p-8">
          <div className="mb-6 space-y-1.5">
            <h1 className="text-2xl font-bold tracking-tight">Complete Your Profile</h1>
            <p className="text-sm text-muted-foreground">
              Hi {me.profile.fullName || 'there'}, tell us how you will use ProClub. Your role is set once; the other details can
              be changed later from your profile.
            </p>
          </div>
          <SetupForm />
        </div>
      </main>
    </>
  );
}
