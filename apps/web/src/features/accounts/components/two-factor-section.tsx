import { zodResolver } from '@hookform/resolvers/zod';
import { disableTwoFactorSchema, enableTwoFactorSchema } from '@proclub/contracts/accounts';
import { twoFactorCodeSchema } from '@proclub/contracts/auth';
import type { Me } from '@proclub/contracts/profiles';
import { QRCodeSVG } from 'qrcode.react';
import { useForm } from 'react-hook-form';
import {
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useEnableTwoFactor,
  useRegenerateBackupCodes,
} from '../api/use-account-credentials';
import { BackupCodes } from './backup-codes';
import { SettingsForm } from './settings-form';
import { SettingsSection } from './settings-section';

/** The account password, asked before two-factor sign-in is turned on or off. */
const PASSWORD_FIELD = (id: string) =>
  ({ name: 'password', id, label: 'Password', type: 'password', autoComplete: 'current-password' }) as const;

export function TwoFactorSection({ me }: { me: Me }) {
  const enable = useEnableTwoFactor();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();
  const startForm = useForm({ resolver: zodResolver(enableTwoFactorSchema), defaultValues: { password: '' } });
  const confirmForm = useForm({ resolver: zodResolver(twoFactorCodeSchema), defaultValues: { code: '' } });
  const disableForm = useForm({ resolver: zodResolver(disableTwoFactorSchema), defaultValues: { password: '', code: '' } });
  const setup = enable.data;

  const description = me.user.twoFactorEnabled
    ? 'On: signing in needs a code from your authenticator app.'
    : 'Add a code from an authenticator app to your password when you sign in.';
  return (
    <SettingsSection id="two-factor" title="Two-factor sign-in" description={description}>
      {me.user.twoFactorEnabled ? (
        <div className="space-y-6">
          <RegenerateBackupCodes />
          <SettingsForm
            form={disableForm}
            label="Turn off two-factor sign-in"
            fields={[
              PASSWORD_FIELD('disable-2fa-password'),
              {
                name: 'code',
                id: 'disable-2fa-code',
                label: 'Authentication code or backup code',
                autoComplete: 'one-time-code',
              },
            ]}
            save={async (values) => {
              await disable.mutateAsync(values);
              return 'Two-factor sign-in is off';
            }}
            failure="Failed to turn off two-factor sign-in"
            submitLabel="Turn Off Two-Factor"
            busy={disable.isPending}
            destructive
          />
        </div>
      ) : setup ? (
        <div className="space-y-4">
          <p className="text-sm">Scan this code with your authenticator app, then enter the 6-digit code it shows.</p>
          <div className="inline-block rounded-md bg-white p-3">
            <QRCodeSVG value={setup.totpURI} size={176} title="Authenticator app QR code" />
          </div>
          <p className="text-sm">
            Can't scan it? Enter this key in the app:{' '}
            <code data-testid="totp-key" className="break-all font-mono">
              {new URL(setup.totpURI).searchParams.get('secret')}
            </code>
          </p>
          <BackupCodes codes={setup.backupCodes} />
          <SettingsForm
            form={confirmForm}
            label="Confirm two-factor"
            fields={[
              {
                name: 'code',
                id: 'confirm-2fa-code',
                label: '6-digit code',
                inputMode: 'numeric',
                autoComplete: 'one-time-code',
              },
            ]}
            save={async ({ code }) => {
              await confirm.mutateAsync(code);
              enable.reset();
              return 'Two-factor sign-in is on';
            }}
            failure="That code did not work. Please try again."
            submitLabel="Turn On"
            busy={confirm.isPending}
          />
        </div>
      ) : (
        <SettingsForm
          form={startForm}
          label="Set up two-factor sign-in"
          fields={[PASSWORD_FIELD('enable-2fa-password')]}
          save={async ({ password }) => {
            await enable.mutateAsync(password);
            return undefined;
          }}
          failure="Failed to start two-factor setup"
          submitLabel="Set Up Two-Factor"
          busy={enable.isPending}
        />
      )}
    </SettingsSection>
  );
}

/** New backup codes for the password: shown once with Copy / Download; the old codes stop working. */
function RegenerateBackupCodes() {
  const regenerate = useRegenerateBackupCodes();
  const form = useForm({ resolver: zodResolver(enableTwoFactorSchema), defaultValues: { password: '' } });
  return (
    <div className="space-y-3">
      <p className="text-sm">Lost your backup codes, or used most of them? New ones replace them all.</p>
      <SettingsForm
        form={form}
        label="New backup codes"
        fields={[PASSWORD_FIELD('backup-codes-password')]}
        save={async ({ password }) => {
          await regenerate.mutateAsync(password);
          return 'New backup codes created. The old ones no longer work.';
        }}
        failure="Failed to create new backup codes"
        submitLabel="New Backup Codes"
        busy={regenerate.isPending}
      />
      {regenerate.data && <BackupCodes codes={regenerate.data.backupCodes} />}
    </div>
  );
}
