import { zodResolver } from '@hookform/resolvers/zod';
import { type SetupProfile, setupProfileSchema } from '@proclub/contracts/profiles';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { useSetupProfile } from '../api/use-setup-profile';
import { ProfileDetailsFields } from './profile-details-fields';
import { RolePicker } from './role-picker';

const ROLE_NAMES: Record<SetupProfile['role'], string> = {
  agency: 'an agency',
  vendor: 'a vendor',
  freelancer: 'a freelancer',
  client: 'a client',
};

export function SetupForm() {
  const navigate = useNavigate();
  const setup = useSetupProfile();
  const form = useForm({
    resolver: zodResolver(setupProfileSchema),
    defaultValues: { role: 'agency', companyName: '', bio: '', location: '', website: '' },
  });
  const { errors } = form.formState;
  // The role cannot be changed after setup, so a valid form asks once before saving it.
  const [confirming, setConfirming] = useState<SetupProfile | null>(null);

  const save = async (values: SetupProfile) => {
    try {
      await setup.mutateAsync(values);
      toastSuccess('Profile setup complete!');
      navigate('/dashboard', { replace: true });
    } catch (error) {
      toastFailure(error, 'Failed to update profile');
    }
  };
  const onSubmit = form.handleSubmit((values) => setConfirming(values));
  const roleName = ROLE_NAMES[form.watch('role')];

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="Complete your profile">
      <RolePicker registration={form.register('role')} error={errors.role?.message} />
      <ProfileDetailsFields idPrefix="setup" register={(name) => form.register(name)} errors={errors} />
      <Button type="submit" size="lg" className="w-full" busy={setup.isPending}>
        Complete Setup
      </Button>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={`Continue as ${roleName}?`}
        description="Your role decides what ProClub shows you and cannot be changed later."
        confirmLabel={`Yes, I'm ${roleName}`}
        onConfirm={() => confirming && save(confirming)}
      />
    </form>
  );
}
