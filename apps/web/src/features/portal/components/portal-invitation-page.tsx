import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { toastFailure } from '@/lib/toast-action';
import { meQueryKey, useMe } from '@/lib/use-me';
import { useAcceptPortalInvitation, usePortalInvitation } from '../api/use-portal';

/** /portal/invitations/:token: the agency's invitation — set a password (a new account) or sign in, then the portal. */
export function PortalInvitationPage({ token }: { token: string }) {
  const preview = usePortalInvitation(token);
  const accept = useAcceptPortalInvitation(token);
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');

  const go = async (withPassword?: string) => {
    try {
      const { clientId } = await accept.mutateAsync(withPassword);
      // A new account was signed in by the answer's cookie: who is signed in changed.
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      navigate(`/portal?client=${encodeURIComponent(clientId)}`);
    } catch (error) {
      toastFailure(error, 'Could not open the portal');
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void go(password);
  };

  return (
    <main className="mx-auto flex min-h-screen w-full max-w-md flex-col justify-center px-4 py-8">
      <title>Your client portal</title>
      <Card className="space-y-4 p-6">
        {preview.isPending ? (
          <p>Loading your invitation…</p>
        ) : preview.isError ? (
          <div role="alert" className="space-y-2">
            <h1 className="text-xl font-semibold">This invitation cannot be used</h1>
            <p className="text-muted-foreground">{errorMessage(preview.error, 'The link is not valid.')}</p>
          </div>
        ) : (
          <>
            {preview.data.brand.logoUrl && (
              <img
                src={preview.data.brand.logoUrl}
                alt={preview.data.agencyName}
                className="h-10 w-auto max-w-[12rem] object-contain"
              />
            )}
            <h1 className="text-xl font-semibold">
              {preview.data.firstName ? `Hi ${preview.data.firstName}, welcome` : 'Welcome'} to {preview.data.agencyName}’s client
              portal
            </h1>
            <p className="text-muted-foreground">
              Your projects, files, proposals, reports and invoices for {preview.data.clientName}, in one place.
            </p>
            {me.data?.user ? (
              <Button onClick={() => void go()} busy={accept.isPending}>
                Open the portal as {me.data.user.email}
              </Button>
            ) : preview.data.hasAccount ? (
              <p>
                An account already uses {preview.data.email}.{' '}
                <Link to="/auth" className="underline">
                  Sign in
                </Link>
                , then open this link again to accept.
              </p>
            ) : (
              <form onSubmit={submit} className="space-y-3">
                <p className="text-sm">
                  Signing in as <strong>{preview.data.email}</strong>
                </p>
                <div className="space-y-1 text-sm">
                  <label htmlFor="portal-password">Choose a password</label>
                  <Input
                    id="portal-password"
                    type="password"
                    autoComplete="new-password"
                    minLength={8}
                    required
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                  />
                </div>
                <Button type="submit" className="w-full" busy={accept.isPending}>
                  Set password and open the portal
                </Button>
              </form>
            )}
          </>
        )}
      </Card>
    </main>
  );
}
