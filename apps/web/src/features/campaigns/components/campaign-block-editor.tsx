import { type CampaignBlock, MERGE_FIELDS } from '@proclub/contracts/campaigns';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { IconActions } from '@/components/ui/icon-actions';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type BlockType = CampaignBlock['type'];
const NEW_BLOCK: Record<BlockType, CampaignBlock> = {
  heading: { type: 'heading', text: '' },
  text: { type: 'text', text: '' },
  button: { type: 'button', text: '', url: 'https://' },
  image: { type: 'image', url: 'https://', alt: '' },
  divider: { type: 'divider' },
};
const LABELS: Record<BlockType, string> = {
  heading: 'Heading',
  text: 'Text',
  button: 'Button',
  image: 'Image',
  divider: 'Divider',
};

type BlockFieldKey = 'text' | 'url' | 'alt';
interface BlockField {
  key: BlockFieldKey;
  label: string;
  multiline?: boolean;
  type?: 'url';
  maxLength?: number;
}
/** What each kind of block asks for, in order. */
const BLOCK_FIELDS: Record<BlockType, BlockField[]> = {
  heading: [{ key: 'text', label: 'Heading text', maxLength: 200 }],
  text: [{ key: 'text', label: 'Paragraph', multiline: true, maxLength: 10_000 }],
  button: [
    { key: 'text', label: 'Button label', maxLength: 200 },
    { key: 'url', label: 'Link address', type: 'url' },
  ],
  image: [
    { key: 'url', label: 'Image address', type: 'url' },
    { key: 'alt', label: 'Image description' },
  ],
  divider: [],
};

/**
 * The email body as a list of blocks (heading, text, button, image, divider); the server compiles them to
 * responsive HTML with MJML. Text may use merge fields such as {{first_name|there}}.
 */
export function CampaignBlockEditor({
  blocks,
  onChange,
}: {
  blocks: CampaignBlock[];
  onChange: (blocks: CampaignBlock[]) => void;
}) {
  const update = (index: number, block: CampaignBlock) => onChange(blocks.map((current, i) => (i === index ? block : current)));
  const move = (index: number, by: number) => {
    const next = [...blocks];
    const [block] = next.splice(index, 1);
    next.splice(index + by, 0, block);
    onChange(next);
  };
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">Email body</legend>
      <p className="text-xs text-muted-foreground">
        Merge fields: {MERGE_FIELDS.map((field) => `{{${field}}}`).join(', ')}. Add a fallback with a bar:{' '}
        <code>{'{{first_name|there}}'}</code>.
      </p>
      <ol className="space-y-3">
        {blocks.map((block, index) => {
          const id = `block-${index}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity of their own; order is the identity
            <li key={index} className="space-y-2 rounded-md border border-border p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="text-xs font-semibold uppercase text-muted-foreground">{LABELS[block.type]}</span>
                <div className="flex gap-1">
                  <IconActions
                    variant="ghost"
                    actions={[
                      {
                        label: `Move block ${index + 1} up`,
                        icon: ArrowUp,
                        disabled: index === 0,
                        onClick: () => move(index, -1),
                      },
                      {
                        label: `Move block ${index + 1} down`,
                        icon: ArrowDown,
                        disabled: index === blocks.length - 1,
                        onClick: () => move(index, 1),
                      },
                      {
                        label: `Remove block ${index + 1}`,
                        icon: Trash2,
                        onClick: () => onChange(blocks.filter((_, i) => i !== index)),
                      },
                    ]}
                  />
                </div>
              </div>
              {BLOCK_FIELDS[block.type].map(({ key, label, multiline, ...attributes }) => {
                const fieldId = `${id}-${key}`;
                // Every field edits one string property of the block it is listed for.
                const value = (block as Partial<Record<BlockFieldKey, string>>)[key] ?? '';
                const onValue = (text: string) => update(index, { ...block, [key]: text } as CampaignBlock);
                return (
                  <div key={key} className="space-y-1">
                    <Label htmlFor={fieldId}>{label}</Label>
                    {multiline ? (
                      <Textarea id={fieldId} value={value} {...attributes} onChange={(event) => onValue(event.target.value)} />
                    ) : (
                      <Input id={fieldId} value={value} {...attributes} onChange={(event) => onValue(event.target.value)} />
                    )}
                  </div>
                );
              })}
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-2">
        {(Object.keys(NEW_BLOCK) as BlockType[]).map((type) => (
          <Button key={type} type="button" size="sm" variant="outline" onClick={() => onChange([...blocks, NEW_BLOCK[type]])}>
            Add {LABELS[type]}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
