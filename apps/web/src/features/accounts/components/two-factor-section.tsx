import { zodResolver } from '@hookform/resolvers/zod';
import { disableTwoFactorSchema, enableTwoFactorSchema } from '@proclub/contracts/accounts';
import { twoFactorCodeSchema } from '@proclub/contracts/auth';
import type { Me } from '@proclub/contracts/profiles';
import { QRCodeSVG } from 'qrcode.react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormInput } from '@/components/form/form-controls';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useConfirmTwoFactor, useDisableTwoFactor, useEnableTwoFactor } from '../api/use-account-credentials';
import { SettingsSection } from './settings-section';

export function TwoFactorSection({ me }: { me: Me }) {
  const enable = useEnableTwoFactor();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();
  const startForm = useForm({ resolver: zodResolver(enableTwoFactorSchema), defaultValues: { password: '' } });
  const confirmForm = useForm({ resolver: zodResolver(twoFactorCodeSchema), defaultValues: { code: '' } });
  const disableForm = useForm({ resolver: zodResolver(disableTwoFactorSchema), defaultValues: { password: '', code: '' } });
  const setup = enable.data;

  const onStart = startForm.handleSubmit(async ({ password }) => {
    try {
      await enable.mutateAsync(password);
      startForm.reset();
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to start two-factor setup'));
    }
  });
  const onConfirm = confirmForm.handleSubmit(async ({ code }) => {
    try {
      await confirm.mutateAsync(code);
      toast.success('Two-factor sign-in is on');
      confirmForm.reset();
      enable.reset();
    } catch (error) {
      toast.error(errorMessage(error, 'That code did not work. Please try again.'));
    }
  });
  const onDisable = disableForm.handleSubmit(async (values) => {
    try {
      await disable.mutateAsync(values);
      toast.success('Two-factor sign-in is off');
      disableForm.reset();
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to turn off two-factor sign-in'));
    }
  });
  const [disablePassword, disableCode] = disableForm.watch(['password', 'code']);

  const description = me.user.twoFactorEnabled
    ? 'On: signing in needs a code from your authenticator app.'
    : 'Add a code from an authenticator app to your password when you sign in.';
  return (
    <SettingsSection id="two-factor" title="Two-factor sign-in" description={description}>
      {me.user.twoFactorEnabled ? (
        <form onSubmit={onDisable} noValidate className="space-y-3" aria-label="Turn off two-factor sign-in">
          <FormInput
            form={disableForm}
            name="password"
            id="disable-2fa-password"
            label="Password"
            type="password"
            autoComplete="current-password"
          />
          <FormInput
            form={disableForm}
            name="code"
            id="disable-2fa-code"
            label="Authentication code or backup code"
            autoComplete="one-time-code"
          />
          <Button type="submit" variant="destructive" busy={disable.isPending} disabled={!disablePassword || !disableCode}>
            Turn Off Two-Factor
          </Button>
        </form>
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
          <div>
            <p className="text-sm font-medium">Backup codes — each works once. Keep them somewhere safe:</p>
            <ul aria-label="Backup codes" className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm">
              {setup.backupCodes.map((backup) => (
                <li key={backup}>{backup}</li>
              ))}
            </ul>
          </div>
          <form
            onSubmit={onConfirm}
            noValidate
            className="flex flex-col gap-3 sm:flex-row sm:items-start"
            aria-label="Confirm two-factor"
          >
            <div className="flex-1">
              <FormInput
                form={confirmForm}
                name="code"
                id="confirm-2fa-code"
                label="6-digit code"
                inputMode="numeric"
                autoComplete="one-time-code"
              />
            </div>
            <Button type="submit" className="sm:mt-5.5" busy={confirm.isPending} disabled={!confirmForm.watch('code')}>
              Turn On
            </Button>
          </form>
        </div>
      ) : (
        <form
          onSubmit={onStart}
          noValidate
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
          aria-label="Set up two-factor sign-in"
        >
          <div className="flex-1">
            <FormInput
              form={startForm}
              name="password"
              id="enable-2fa-password"
              label="Password"
              type="password"
              autoComplete="current-password"
            />
          </div>
          <Button type="submit" className="sm:mt-5.5" busy={enable.isPending} disabled={!startForm.watch('password')}>
            Set Up Two-Factor
          </Button>
        </form>
      )}
    </SettingsSection>
  );
}
