import type { Me } from '@proclub/contracts/profiles';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SettingsPage } from '@/components/layout/settings-page';
import { EmailSection, PasswordSection } from './credentials-sections';
import { DeleteAccountSection, ExportSection } from './data-sections';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';

/** `extraSections` are other features' settings (notifications), composed by the route. */
export function AccountSettingsPage({ me, extraSections }: { me: Me; extraSections?: ReactNode }) {
  return (
    <SettingsPage
      title="Account Settings"
      intro={
        <>
          Your name and photo are on{' '}
          <Link to="/profile" className="text-primary underline underline-offset-4">
            your profile
          </Link>
          .
        </>
      }
    >
      <EmailSection me={me} />
      <PasswordSection />
      <SessionsSection />
      <TwoFactorSection me={me} />
      {extraSections}
      <ExportSection />
      <DeleteAccountSection me={me} />
    </SettingsPage>
  );
}
