import type { Category, PortfolioItem } from '@proclub/contracts/services';
import { type KeyboardEvent, useRef, useState } from 'react';
import { cn } from '@/lib/utils';
import { ServiceImage } from './service-image';

interface ServiceGalleryProps {
  title: string;
  category: Category;
  images: PortfolioItem[];
  /** Legacy single image for services without portfolio items. */
  fallbackUrl: string | null;
}

/** Main image plus thumbnails; thumbnails are buttons, and arrow keys move between them. */
export function ServiceGallery({ title, category, images, fallbackUrl }: ServiceGalleryProps) {
  const [selected, setSelected] = useState(0);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const current = images[Math.min(selected, images.length - 1)];

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    let next: number | null = null;
    if (event.key in moves) next = (index + moves[event.key] + images.length) % images.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = images.length - 1;
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    thumbnails.current[next]?.focus();
  };

  return (
    <div className="space-y-3">
      <ServiceImage
        src={current?.url ?? fallbackUrl}
        alt={images.length > 1 ? `${title}, image ${selected + 1} of ${images.length}` : title}
        category={category}
        className="rounded-lg border border-border"
        eager
      />
      {images.length > 1 && (
        <fieldset className="flex gap-2 overflow-x-auto pb-1">
          <legend className="sr-only">Choose an image</legend>
          {images.map((image, index) => (
            <button
              key={image.id}
              ref={(element) => {
                thumbnails.current[index] = element;
              }}
              type="button"
              onClick={() => setSelected(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              aria-label={`Show image ${index + 1} of ${images.length}`}
              aria-pressed={index === selected}
              className={cn(
                'h-16 w-20 shrink-0 overflow-hidden rounded-md border-2 sm:h-20 sm:w-24',
                index === selected ? 'border-primary' : 'border-transparent opacity-80 hover:opacity-100',
              )}
            >
              <img src={image.thumbnailUrl} alt="" loading="lazy" width={96} height={80} className="h-full w-full object-cover" />
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
}
