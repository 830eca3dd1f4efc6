import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { useClientTags } from '../api/use-client-tags';

const normal = (tag: string) => tag.trim().toLowerCase().slice(0, 40);

/**
 * Tags as chips: type one and press Enter or comma (the seller's existing tags are offered as you type, so
 * "VIP" and "vip " end up one tag), remove one with its ×.
 */
export function TagPicker({ id, value, onChange }: { id: string; value: string[]; onChange: (tags: string[]) => void }) {
  const existing = useClientTags();
  const [text, setText] = useState('');
  const listId = useId();
  const add = (raw: string) => {
    const tags = raw.split(',').map(normal).filter(Boolean);
    const next = [...new Set([...value, ...tags])];
    if (next.length !== value.length) onChange(next);
    setText('');
  };
  const suggestions = (existing.data ?? []).filter((tag) => !value.includes(tag));
  return (
    <div className="space-y-2">
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label="Chosen tags">
          {value.map((tag) => (
            <li
              key={tag}
              className="flex items-center gap-1 rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground"
            >
              {tag}
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                className="rounded-full hover:bg-muted"
                onClick={() => onChange(value.filter((item) => item !== tag))}
              >
                <X className="h-3 w-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Input
        id={id}
        list={listId}
        value={text}
        maxLength={200}
        placeholder="Add a tag and press Enter"
        onChange={(event) => {
          const next = event.target.value;
          if (next.includes(',')) add(next);
          else setText(next);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && text.trim()) {
            event.preventDefault();
            add(text);
          }
        }}
        onBlur={() => text.trim() && add(text)}
      />
      <datalist id={listId}>
        {suggestions.map((tag) => (
          <option key={tag} value={tag} />
        ))}
      </datalist>
    </div>
  );
}
