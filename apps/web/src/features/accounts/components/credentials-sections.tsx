import { zodResolver } from '@hookform/resolvers/zod';
import { changeEmailSchema, changePasswordSchema } from '@proclub/contracts/accounts';
import type { Me } from '@proclub/contracts/profiles';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormInput } from '@/components/form/form-controls';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useChangeEmail, useChangePassword } from '../api/use-account-credentials';
import { SettingsSection } from './settings-section';

export function EmailSection({ me }: { me: Me }) {
  const change = useChangeEmail();
  const form = useForm({ resolver: zodResolver(changeEmailSchema), defaultValues: { newEmail: '' } });
  const onSubmit = form.handleSubmit(async ({ newEmail }) => {
    try {
      await change.mutateAsync(newEmail);
      toast.success(`We sent a confirmation link to ${newEmail}. Your email changes when you open it.`);
      form.reset();
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to change the email. Please try again.'));
    }
  });
  return (
    <SettingsSection id="email" title="Email" description={`You sign in with ${me.user.email}.`}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <FormInput form={form} name="newEmail" id="new-email" label="New email address" type="email" autoComplete="email" />
        </div>
        <Button type="submit" className="sm:mt-5.5" busy={change.isPending} disabled={!form.watch('newEmail').trim()}>
          Change Email
        </Button>
      </form>
    </SettingsSection>
  );
}

export function PasswordSection() {
  const change = useChangePassword();
  const form = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      toast.success('Password changed. Your other devices were signed out.');
      form.reset();
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to change the password. Please try again.'));
    }
  });
  const [currentPassword, newPassword] = form.watch(['currentPassword', 'newPassword']);
  return (
    <SettingsSection id="password" title="Password" description="Changing your password signs out your other devices.">
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <FormInput
          form={form}
          name="currentPassword"
          id="current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <FormInput
          form={form}
          name="newPassword"
          id="new-password"
          label="New password"
          hint="At least 6 characters, and not one of the most common passwords."
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" busy={change.isPending} disabled={!currentPassword || !newPassword}>
          Change Password
        </Button>
      </form>
    </SettingsSection>
  );
}
