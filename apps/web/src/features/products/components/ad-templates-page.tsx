import type { AdTemplate } from '@proclub/contracts/products';
import { Copy, Megaphone } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toastSuccess } from '@/lib/toast-action';
import { useAdTemplates } from '../api/use-ad-templates';
import { type ProductPage, ProductRecordsPage } from './product-records-page';

const asText = (template: AdTemplate) =>
  `${template.headline}\n${template.description}\nCall to action: ${template.callToAction}`;

/** What the page says around its records. */
const page: ProductPage = {
  list: {
    label: 'Ad templates',
    loading: 'Loading templates',
    layout: 'grid-3',
    blockHeight: 'h-48',
    emptyIcon: Megaphone,
    emptyMessage: 'No templates to show right now.',
  },
};

/** /products/ad-templates: six proven ads with placeholders in {braces}, copied to the clipboard to adapt. */
export function AdTemplatesPage() {
  const templates = useAdTemplates();

  const copy = async (template: AdTemplate) => {
    try {
      await navigator.clipboard.writeText(asText(template));
      toastSuccess(`“${template.name}” copied`);
    } catch {
      toast.error('Copying is blocked by the browser; select the text instead.');
    }
  };

  return (
    <ProductRecordsPage product="ad-templates" page={page} list={templates}>
      {(template) => (
        <li
          key={template.id}
          className="flex flex-col gap-3 rounded-lg border border-border bg-card p-5 shadow-sm"
          data-testid="ad-template"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="font-semibold">{template.name}</h2>
            <Badge variant="secondary">{template.platform}</Badge>
          </div>
          <p className="text-xs uppercase tracking-wide text-muted-foreground">{template.category}</p>
          <div className="space-y-1 rounded-md border border-dashed border-border p-3">
            <p className="font-medium text-primary">{template.headline}</p>
            <p className="text-sm">{template.description}</p>
            <p className="text-xs text-muted-foreground">Button: {template.callToAction}</p>
          </div>
          <Button
            size="sm"
            variant="outline"
            className="mt-auto self-start"
            onClick={() => copy(template)}
            aria-label={`Copy template: ${template.name}`}
          >
            <Copy className="h-4 w-4" aria-hidden="true" />
            Copy
          </Button>
        </li>
      )}
    </ProductRecordsPage>
  );
}
