import type { Me } from '@proclub/contracts/profiles';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmailSection, PasswordSection } from './credentials-sections';
import { DeleteAccountSection, ExportSection } from './data-sections';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';

/** `extraSections` are other features' settings (notifications), composed by the route. */
export function AccountSettingsPage({ me, extraSections }: { me: Me; extraSections?: ReactNode }) {
  return (
    <>
      <title>Account Settings · ProClub</title>
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        <div className="space-y-2">
          <Link to="/dashboard" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Back to Dashboard
          </Link>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Account Settings</h1>
          <p className="text-muted-foreground">
            Your name and photo are on{' '}
            <Link to="/profile" className="text-primary underline underline-offset-4">
              your profile
            </Link>
            .
          </p>
        </div>
        <EmailSection me={me} />
        <PasswordSection />
        <SessionsSection />
        <TwoFactorSection me={me} />
        {extraSections}
        <ExportSection />
        <DeleteAccountSection me={me} />
      </main>
    </>
  );
}
