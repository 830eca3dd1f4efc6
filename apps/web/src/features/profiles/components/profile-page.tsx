import type { Me } from '@proclub/contracts/profiles';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { AvatarUploader } from './avatar-uploader';
import { ProfileForm } from './profile-form';

export function ProfilePage({ me }: { me: Me }) {
  return (
    <>
      <title>Edit Profile · ProClub</title>
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        <div className="space-y-2">
          <Link to="/dashboard" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Back to Dashboard
          </Link>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Edit Profile</h1>
          <p className="text-muted-foreground">This is how clients and other members see you on ProClub.</p>
        </div>
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
      </main>
    </>
  );
}
