import { cn } from '@/lib/utils';

interface AvatarProps {
  imageUrl?: string | null;
  /** Name or email; the first letter is shown when there is no image. */
  name?: string | null;
  email?: string | null;
  className?: string;
}

export function Avatar({ imageUrl, name, email, className }: AvatarProps) {
  const initial = (name?.trim() || email?.trim() || '?')[0].toUpperCase();
  return (
    <span
      className={cn(
        'inline-flex h-9 w-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary text-sm font-semibold text-secondary-foreground',
        className,
      )}
    >
      {imageUrl ? (
        <img src={imageUrl} alt="" className="h-full w-full object-cover" width={36} height={36} loading="lazy" />
      ) : (
        <span aria-hidden="true">{initial}</span>
      )}
    </span>
  );
}
