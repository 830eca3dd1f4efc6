import type { MapPage } from '@proclub/contracts/products';
import { ExternalLink, Eye, MapPin } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { formatMoment } from '@/lib/format';
import { toastAction } from '@/lib/toast-action';
import { useDeleteMapPage, usePublishMapPage } from '../../api/use-map-page-mutations';
import { useMapPages } from '../../api/use-map-pages';
import { DeleteButton } from '../delete-button';
import { EditButton } from '../edit-button';
import { type ProductPage, ProductRecordsPage } from '../product-records-page';
import { MapPageFormDialog } from './map-page-form-dialog';

const PUBLISHED = 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200';
const DRAFT = 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200';

/** What the page says around its records. */
const page: ProductPage = {
  add: 'New Page',
  list: {
    label: 'Directory pages',
    loading: 'Loading pages',
    layout: 'grid-2',
    blockHeight: 'h-40',
    emptyIcon: MapPin,
    emptyMessage:
      'No directory pages yet. Create one per client location: it loads instantly, works without JavaScript and tells search engines who the business is.',
    emptyAction: 'New Page',
  },
};

/**
 * /products/map-boost: fast server-rendered directory pages (/d/{slug}) for clients' locations. A new page
 * is a private, noindex preview until the seller publishes it.
 */
export function MapBoostPage() {
  const pages = useMapPages();
  const publish = usePublishMapPage();
  const remove = useDeleteMapPage();

  const setPublished = (page: MapPage, published: boolean) =>
    toastAction(
      () => publish.mutateAsync({ id: page.id, published }),
      published ? `Published at ${page.publicPath}` : 'Unpublished: the page is hidden again',
      'Failed to update the page',
    );

  return (
    <ProductRecordsPage
      product="map-boost"
      page={page}
      list={pages}
      dialog={(page, close) => <MapPageFormDialog page={page ?? null} onClose={close} />}
    >
      {(page, edit) => (
        <li
          key={page.id}
          className="flex flex-col gap-3 rounded-lg border border-border bg-card p-5 shadow-sm"
          data-testid="map-page"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 className="break-words font-semibold">{page.businessName}</h2>
              <p className="text-sm text-muted-foreground">
                {[page.city, page.region].filter(Boolean).join(', ')} · {page.clientName}
              </p>
            </div>
            <Badge variant="plain" className={page.published ? PUBLISHED : DRAFT}>
              {page.published ? 'Published' : 'Draft · noindex'}
            </Badge>
          </div>
          <p className="break-all font-mono text-xs text-muted-foreground">{page.publicPath}</p>
          <p className="text-xs text-muted-foreground">
            {page.published && page.publishedAt
              ? `Published ${formatMoment(page.publishedAt)}`
              : 'Only you and people with the preview link can see it.'}
          </p>
          <div className="mt-auto flex flex-wrap gap-2">
            {page.published ? (
              <a href={page.publicPath} target="_blank" rel="noopener" className={buttonClasses('outline', 'sm')}>
                <ExternalLink className="h-4 w-4" aria-hidden="true" />
                View page
              </a>
            ) : (
              <a href={page.previewPath} target="_blank" rel="noopener" className={buttonClasses('outline', 'sm')}>
                <Eye className="h-4 w-4" aria-hidden="true" />
                Preview
              </a>
            )}
            <Button
              size="sm"
              variant={page.published ? 'outline' : 'default'}
              onClick={() => setPublished(page, !page.published)}
              disabled={publish.isPending}
              aria-label={`${page.published ? 'Unpublish' : 'Publish'}: ${page.businessName}`}
            >
              {page.published ? 'Unpublish' : 'Publish'}
            </Button>
            <EditButton label={`Edit: ${page.businessName}`} onClick={edit} />
            <DeleteButton
              label={`Delete: ${page.businessName}`}
              confirm={`Delete the page for “${page.businessName}”? Its address ${page.publicPath} stops working.`}
              onDelete={() => remove.mutateAsync(page.id)}
              success="Page deleted"
              failure="Failed to delete the page"
            />
          </div>
        </li>
      )}
    </ProductRecordsPage>
  );
}
