import { zodResolver } from '@hookform/resolvers/zod';
import { changeEmailSchema, changePasswordSchema } from '@proclub/contracts/accounts';
import type { Me } from '@proclub/contracts/profiles';
import { useForm } from 'react-hook-form';
import { useChangeEmail, useChangePassword } from '../api/use-account-credentials';
import { SettingsForm } from './settings-form';
import { SettingsSection } from './settings-section';

export function EmailSection({ me }: { me: Me }) {
  const change = useChangeEmail();
  const form = useForm({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { newEmail: '', password: '', code: '' },
  });
  return (
    <SettingsSection
      id="email"
      title="Email"
      description={`You sign in with ${me.user.email}. If you change it, this address is told and can undo the change for 72 hours.`}
    >
      <SettingsForm
        form={form}
        fields={[
          { name: 'newEmail', id: 'new-email', label: 'New email address', type: 'email', autoComplete: 'email' },
          {
            name: 'password',
            id: 'change-email-password',
            label: 'Current password',
            type: 'password',
            autoComplete: 'current-password',
          },
          ...(me.user.twoFactorEnabled
            ? [
                {
                  name: 'code' as const,
                  id: 'change-email-code',
                  label: 'Authentication code or backup code',
                  autoComplete: 'one-time-code',
                },
              ]
            : []),
        ]}
        ready={!!form.watch('newEmail').trim()}
        save={async (values) => {
          await change.mutateAsync(values);
          return `We sent a confirmation link to ${values.newEmail}. Your email changes when you open it.`;
        }}
        failure="Failed to change the email. Please try again."
        submitLabel="Change Email"
        busy={change.isPending}
      />
    </SettingsSection>
  );
}

export function PasswordSection() {
  const change = useChangePassword();
  const form = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  return (
    <SettingsSection id="password" title="Password" description="Changing your password signs out your other devices.">
      <SettingsForm
        form={form}
        fields={[
          {
            name: 'currentPassword',
            id: 'current-password',
            label: 'Current password',
            type: 'password',
            autoComplete: 'current-password',
          },
          {
            name: 'newPassword',
            id: 'new-password',
            label: 'New password',
            hint: 'At least 6 characters, and not one of the most common passwords.',
            type: 'password',
            autoComplete: 'new-password',
          },
        ]}
        save={async (values) => {
          await change.mutateAsync(values);
          return 'Password changed. Your other devices were signed out.';
        }}
        failure="Failed to change the password. Please try again."
        submitLabel="Change Password"
        busy={change.isPending}
      />
    </SettingsSection>
  );
}
