import type { Profile } from '@proclub/contracts/profiles';
import { Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { UploadProgress } from '@/components/ui/upload-progress';
import { imageFileProblem } from '@/lib/image-file';
import { toastAction, toastFailure, toastSuccess } from '@/lib/toast-action';
import { cn } from '@/lib/utils';
import { useRemoveAvatar } from '../api/use-remove-avatar';
import { useUploadAvatar } from '../api/use-upload-avatar';

/** Uploads on pick and shows the picked image right away; the server's re-encoded copy replaces it when saved. */
export function AvatarUploader({ profile }: { profile: Profile }) {
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [preview, setPreview] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<number | null>(null);
  const busy = upload.isPending || remove.isPending;

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = await imageFileProblem(file);
    if (problem) return void toast.error(problem);
    setPreview(URL.createObjectURL(file));
    setUploaded(0);
    try {
      await upload.mutateAsync({ file, onProgress: setUploaded });
      toastSuccess('Profile photo updated');
    } catch (error) {
      toastFailure(error, 'Failed to upload photo');
    } finally {
      setPreview(null);
      setUploaded(null);
    }
  }

  const onRemove = () => toastAction(() => remove.mutateAsync(), 'Profile photo removed', 'Failed to remove photo');

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row">
      <Avatar
        imageUrl={preview ?? profile.avatarUrl}
        name={profile.fullName}
        email={profile.email}
        className="h-20 w-20 text-2xl"
      />
      <div className="flex flex-col items-center gap-2 sm:items-start">
        <div className="flex flex-wrap justify-center gap-2">
          <label
            className={cn(
              buttonClasses('outline', 'sm'),
              'cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary',
              busy && 'pointer-events-none opacity-50',
            )}
          >
            {upload.isPending ? <Spinner /> : <Upload className="h-4 w-4" aria-hidden="true" />}
            {profile.avatarUrl ? 'Change Photo' : 'Upload Photo'}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              className="sr-only"
              onChange={onPick}
              disabled={busy}
              data-testid="avatar-input"
            />
          </label>
          {profile.avatarUrl && (
            <Button variant="ghost" size="sm" onClick={onRemove} disabled={busy}>
              {remove.isPending ? <Spinner /> : <Trash2 className="h-4 w-4" aria-hidden="true" />}
              Remove Photo
            </Button>
          )}
        </div>
        {uploaded !== null && <UploadProgress label="Uploading photo" value={uploaded} />}
        <p className="text-xs text-muted-foreground">JPEG, PNG, WebP, GIF or AVIF, up to 5 MB.</p>
      </div>
    </div>
  );
}
