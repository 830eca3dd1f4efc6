import { MAX_SERVICE_IMAGES } from '@proclub/contracts/services';
import { ChevronLeft, ChevronRight, ImagePlus, X } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { type IconAction, IconActions } from '@/components/ui/icon-actions';
import { Label } from '@/components/ui/label';
import { imageFilesProblem } from '@/lib/image-file';
import type { FormImage } from '../service-form-values';

let nextImageKey = 0;

interface PortfolioImagesFieldProps {
  images: FormImage[];
  onChange: (images: FormImage[]) => void;
  error?: string;
  onError: (message: string | undefined) => void;
}

/**
 * Up to five images in total. Saved images come first (the server appends new uploads after the kept
 * ones), so moving left/right stays within saved or within new images.
 */
export function PortfolioImagesField({ images, onChange, error, onError }: PortfolioImagesFieldProps) {
  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    // Checked by content before anything is previewed: a renamed HTML file never becomes the cover.
    const problem =
      images.length + files.length > MAX_SERVICE_IMAGES ? 'Maximum 5 images allowed' : await imageFilesProblem(files);
    onError(problem);
    if (problem) {
      toast.error(problem);
      return;
    }
    const added: FormImage[] = files.map((file) => ({
      kind: 'new',
      key: `new-${nextImageKey++}`,
      file,
      url: URL.createObjectURL(file),
    }));
    onChange([...images, ...added]);
  };

  const remove = (index: number) => {
    const image = images[index];
    if (image.kind === 'new') URL.revokeObjectURL(image.url);
    onError(undefined);
    onChange(images.filter((_, i) => i !== index));
  };

  const canSwap = (a: number, b: number) => b >= 0 && b < images.length && images[a].kind === images[b].kind;
  const move = (index: number, offset: -1 | 1) => {
    const target = index + offset;
    if (!canSwap(index, target)) return;
    const next = [...images];
    [next[index], next[target]] = [next[target], next[index]];
    onChange(next);
  };

  // Under each preview: move left, remove, move right.
  const imageControls = (index: number): IconAction[] => {
    const n = index + 1;
    return [
      { label: `Move image ${n} left`, icon: ChevronLeft, onClick: () => move(index, -1), disabled: !canSwap(index, index - 1) },
      { label: `Remove image ${n}`, icon: X, onClick: () => remove(index), className: 'h-8 w-8 text-destructive' },
      { label: `Move image ${n} right`, icon: ChevronRight, onClick: () => move(index, 1), disabled: !canSwap(index, index + 1) },
    ];
  };

  const full = images.length >= MAX_SERVICE_IMAGES;
  return (
    <div className="space-y-3">
      <Label htmlFor="service-images">Portfolio Images</Label>
      <FileDropZone
        id="service-images"
        className="py-6"
        icon={ImagePlus}
        title={full ? 'Maximum 5 images reached' : 'Click to add images'}
        detail={`${images.length} of ${MAX_SERVICE_IMAGES} · JPG, PNG, WebP or GIF up to 5 MB`}
        accept="image/*"
        multiple
        onChange={onFiles}
        error={error}
      />
      {images.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-5" aria-label="Selected images">
          {images.map((image, index) => (
            <li key={image.key} className="space-y-1.5" data-testid="image-preview">
              <div className="relative aspect-square overflow-hidden rounded-md border border-border bg-muted">
                <img
                  src={image.url}
                  alt={`Portfolio item ${index + 1}`}
                  className="h-full w-full object-cover"
                  width={160}
                  height={160}
                />
                <div className="absolute left-1 top-1 flex gap-1">
                  {index === 0 && <Badge>Cover</Badge>}
                  {image.kind === 'new' && <Badge variant="secondary">New</Badge>}
                </div>
              </div>
              <div className="flex justify-between gap-1">
                <IconActions variant="outline" className="h-8 w-8" actions={imageControls(index)} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
