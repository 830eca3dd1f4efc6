import { zodResolver } from '@hookform/resolvers/zod';
import { setupProfileSchema } from '@proclub/contracts/profiles';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useSetupProfile } from '../api/use-setup-profile';
import { ProfileDetailsFields } from './profile-details-fields';
import { RolePicker } from './role-picker';

export function SetupForm() {
  const navigate = useNavigate();
  const setup = useSetupProfile();
  const form = useForm({
    resolver: zodResolver(setupProfileSchema),
    defaultValues: { role: 'agency', companyName: '', bio: '', location: '', website: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await setup.mutateAsync(values);
      toast.success('Profile setup complete!');
      navigate('/dashboard', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to update profile'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="Complete your profile">
      <RolePicker registration={form.register('role')} error={errors.role?.message} />
      <ProfileDetailsFields idPrefix="setup" register={(name) => form.register(name)} errors={errors} />
      <Button type="submit" size="lg" className="w-full" busy={setup.isPending}>
        Complete Setup
      </Button>
    </form>
  );
}
