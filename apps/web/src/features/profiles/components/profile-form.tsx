import { zodResolver } from '@hookform/resolvers/zod';
import { type Profile, roleLabels, updateProfileSchema } from '@proclub/contracts/profiles';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { useUpdateProfile } from '../api/use-update-profile';
import { ProfileDetailsFields } from './profile-details-fields';

const formValues = (profile: Profile) => ({
  fullName: profile.fullName ?? '',
  companyName: profile.companyName ?? '',
  bio: profile.bio ?? '',
  location: profile.location ?? '',
  website: profile.website ?? '',
});

export function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const form = useForm({ resolver: zodResolver(updateProfileSchema), defaultValues: formValues(profile) });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset(formValues(saved));
      toastSuccess('Profile updated successfully');
    } catch (error) {
      toastFailure(error, 'Failed to update profile');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Profile details">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="profile-fullName" label="Full Name" error={errors.fullName?.message}>
          <Input
            {...fieldControlProps('profile-fullName', errors.fullName?.message)}
            autoComplete="name"
            {...form.register('fullName')}
          />
        </FormField>
        <FormField id="profile-email" label="Email" hint="Your sign-in email cannot be changed here.">
          <Input id="profile-email" type="email" value={profile.email} readOnly className="bg-muted" />
        </FormField>
      </div>
      <div className="space-y-2">
        <p className="text-sm font-medium leading-none">Role</p>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary" data-testid="profile-role">
            {profile.role ? roleLabels[profile.role] : 'Not set'}
          </Badge>
          <span className="text-xs text-muted-foreground">Chosen at setup; it cannot be changed.</span>
        </div>
      </div>
      <ProfileDetailsFields idPrefix="profile" register={(name) => form.register(name)} errors={errors} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to="/dashboard" className={buttonClasses('outline')}>
          Cancel
        </Link>
        <Button type="submit" busy={update.isPending}>
          Save Changes
        </Button>
      </div>
    </form>
  );
}
