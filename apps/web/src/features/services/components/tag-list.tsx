import { Badge } from '@/components/ui/badge';

/** Up to three tags, then '+N more'. */
export function TagList({ tags: allTags, max = 3 }: { tags: string[]; max?: number }) {
  const tags = [...new Set(allTags)];
  if (tags.length === 0) return null;
  const shown = tags.slice(0, max);
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
      {shown.map((tag) => (
        <li key={tag}>
          <Badge variant="outline" className="font-normal">
            {tag}
          </Badge>
        </li>
      ))}
      {tags.length > max && (
        <li>
          <Badge variant="secondary" className="font-normal">
            +{tags.length - max} more
          </Badge>
        </li>
      )}
    </ul>
  );
}
