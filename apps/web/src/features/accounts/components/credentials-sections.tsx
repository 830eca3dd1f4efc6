import type { Me } from '@proclub/contracts/profiles';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useChangeEmail, useChangePassword } from '../api/use-account-credentials';
import { SettingsSection } from './settings-section';

export function EmailSection({ me }: { me: Me }) {
  const change = useChangeEmail();
  const [newEmail, setNewEmail] = useState('');
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await change.mutateAsync(newEmail.trim());
      toast.success(`We sent a confirmation link to ${newEmail.trim()}. Your email changes when you open it.`);
      setNewEmail('');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to change the email. Please try again.'));
    }
  };
  return (
    <SettingsSection id="email" title="Email" description={`You sign in with ${me.user.email}.`}>
      <form onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <FormField id="new-email" label="New email address">
            <Input
              id="new-email"
              type="email"
              autoComplete="email"
              required
              value={newEmail}
              onChange={(e) => setNewEmail(e.target.value)}
            />
          </FormField>
        </div>
        <Button type="submit" busy={change.isPending} disabled={!newEmail.trim()}>
          Change Email
        </Button>
      </form>
    </SettingsSection>
  );
}

export function PasswordSection() {
  const change = useChangePassword();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      toast.success('Password changed. Your other devices were signed out.');
      setCurrent('');
      setNew('');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to change the password. Please try again.'));
    }
  };
  return (
    <SettingsSection id="password" title="Password" description="Changing your password signs out your other devices.">
      <form onSubmit={onSubmit} className="space-y-3">
        <FormField id="current-password" label="Current password">
          <Input
            id="current-password"
            type="password"
            autoComplete="current-password"
            required
            value={currentPassword}
            onChange={(e) => setCurrent(e.target.value)}
          />
        </FormField>
        <FormField id="new-password" label="New password" hint="At least 6 characters, and not one of the most common passwords.">
          <Input
            id="new-password"
            type="password"
            autoComplete="new-password"
            required
            minLength={6}
            value={newPassword}
            onChange={(e) => setNew(e.target.value)}
          />
        </FormField>
        <Button type="submit" busy={change.isPending} disabled={!currentPassword || !newPassword}>
          Change Password
        </Button>
      </form>
    </SettingsSection>
  );
}
