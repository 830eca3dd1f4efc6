import { type CampaignBlock, MERGE_FIELDS } from '@proclub/contracts/campaigns';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
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
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    aria-label={`Move block ${index + 1} up`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp className="h-4 w-4" aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    aria-label={`Move block ${index + 1} down`}
                    disabled={index === blocks.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown className="h-4 w-4" aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    aria-label={`Remove block ${index + 1}`}
                    onClick={() => onChange(blocks.filter((_, i) => i !== index))}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </div>
              </div>
              {(block.type === 'heading' || block.type === 'button') && (
                <div className="space-y-1">
                  <Label htmlFor={`${id}-text`}>{block.type === 'heading' ? 'Heading text' : 'Button label'}</Label>
                  <Input
                    id={`${id}-text`}
                    value={block.text}
                    maxLength={200}
                    onChange={(event) => update(index, { ...block, text: event.target.value })}
                  />
                </div>
              )}
              {block.type === 'text' && (
                <div className="space-y-1">
                  <Label htmlFor={`${id}-text`}>Paragraph</Label>
                  <Textarea
                    id={`${id}-text`}
                    value={block.text}
                    maxLength={10_000}
                    onChange={(event) => update(index, { ...block, text: event.target.value })}
                  />
                </div>
              )}
              {(block.type === 'button' || block.type === 'image') && (
                <div className="space-y-1">
                  <Label htmlFor={`${id}-url`}>{block.type === 'button' ? 'Link address' : 'Image address'}</Label>
                  <Input
                    id={`${id}-url`}
                    type="url"
                    value={block.url}
                    onChange={(event) => update(index, { ...block, url: event.target.value })}
                  />
                </div>
              )}
              {block.type === 'image' && (
                <div className="space-y-1">
                  <Label htmlFor={`${id}-alt`}>Image description</Label>
                  <Input
                    id={`${id}-alt`}
                    value={block.alt}
                    onChange={(event) => update(index, { ...block, alt: event.target.value })}
                  />
                </div>
              )}
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
