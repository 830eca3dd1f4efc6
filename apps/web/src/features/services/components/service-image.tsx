import type { Category } from '@proclub/contracts/services';
import { cn } from '@/lib/utils';
import { categoryIcons } from '../category-colors';

interface ServiceImageProps {
  src: string | null;
  alt: string;
  category: Category;
  className?: string;
  /** The first screenful may load eagerly; everything else waits until scrolled near. */
  eager?: boolean;
}

/** A service picture in a fixed 4:3 frame (no layout shift), or a neutral placeholder with the category icon. */
export function ServiceImage({ src, alt, category, className, eager }: ServiceImageProps) {
  const Icon = categoryIcons[category];
  return (
    <div className={cn('relative aspect-[4/3] w-full overflow-hidden bg-muted', className)}>
      {src ? (
        <img
          src={src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          width={640}
          height={480}
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : (
        <div className="absolute inset-0 flex items-center justify-center text-muted-foreground" data-testid="image-placeholder">
          <Icon className="h-10 w-10" aria-hidden="true" />
        </div>
      )}
    </div>
  );
}
