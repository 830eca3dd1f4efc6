import type { Me } from '@proclub/contracts/profiles';
import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useConfirmTwoFactor, useDisableTwoFactor, useEnableTwoFactor } from '../api/use-account-credentials';
import { SettingsSection } from './settings-section';

export function TwoFactorSection({ me }: { me: Me }) {
  const enable = useEnableTwoFactor();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const setup = enable.data;

  const onStart = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await enable.mutateAsync(password);
      setPassword('');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to start two-factor setup'));
    }
  };
  const onConfirm = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await confirm.mutateAsync(code);
      toast.success('Two-factor sign-in is on');
      setCode('');
      enable.reset();
    } catch (error) {
      toast.error(errorMessage(error, 'That code did not work. Please try again.'));
    }
  };
  const onDisable = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await disable.mutateAsync({ password, code });
      toast.success('Two-factor sign-in is off');
      setPassword('');
      setCode('');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to turn off two-factor sign-in'));
    }
  };

  const description = me.user.twoFactorEnabled
    ? 'On: signing in needs a code from your authenticator app.'
    : 'Add a code from an authenticator app to your password when you sign in.';
  return (
    <SettingsSection id="two-factor" title="Two-factor sign-in" description={description}>
      {me.user.twoFactorEnabled ? (
        <form onSubmit={onDisable} className="space-y-3" aria-label="Turn off two-factor sign-in">
          <FormField id="disable-2fa-password" label="Password">
            <Input
              id="disable-2fa-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </FormField>
          <FormField id="disable-2fa-code" label="Authentication code or backup code">
            <Input id="disable-2fa-code" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
          </FormField>
          <Button type="submit" variant="destructive" busy={disable.isPending} disabled={!password || !code}>
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
          <form onSubmit={onConfirm} className="flex flex-col gap-3 sm:flex-row sm:items-end" aria-label="Confirm two-factor">
            <div className="flex-1">
              <FormField id="confirm-2fa-code" label="6-digit code">
                <Input
                  id="confirm-2fa-code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                />
              </FormField>
            </div>
            <Button type="submit" busy={confirm.isPending} disabled={!code}>
              Turn On
            </Button>
          </form>
        </div>
      ) : (
        <form onSubmit={onStart} className="flex flex-col gap-3 sm:flex-row sm:items-end" aria-label="Set up two-factor sign-in">
          <div className="flex-1">
            <FormField id="enable-2fa-password" label="Password">
              <Input
                id="enable-2fa-password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </FormField>
          </div>
          <Button type="submit" busy={enable.isPending} disabled={!password}>
            Set Up Two-Factor
          </Button>
        </form>
      )}
    </SettingsSection>
  );
}
