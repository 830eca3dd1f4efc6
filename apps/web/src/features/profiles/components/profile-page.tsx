import type { Me } from '@proclub/contracts/profiles';
import { SettingsPage } from '@/components/layout/settings-page';
import { AvatarUploader } from './avatar-uploader';
import { ProfileForm } from './profile-form';

export function ProfilePage({ me }: { me: Me }) {
  return (
    <SettingsPage title="Edit Profile" intro="This is how clients and other members see you on ProClub.">
      <section aria-labelledby="photo-heading" className="rounded-lg border border-border bg-card p-6 shadow-sm">
        <h2 id="photo-heading" className="mb-4 text-lg font-semibold">
          Profile Photo
        </h2>
        <AvatarUploader profile={me.profile} />
      </section>
      <section aria-labelledby="details-heading" className="rounded-lg border border-border bg-card p-6 shadow-sm">
        <h2 id="details-heading" className="mb-4 text-lg font-semibold">
          Profile Details
        </h2>
        {/* Keyed by id so a different signed-in user never sees the previous user's draft. */}
        <ProfileForm key={me.profile.id} profile={me.profile} />
      </section>
    </SettingsPage>
  );
}
