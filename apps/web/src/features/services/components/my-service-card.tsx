import { categoryLabels, type Service } from '@proclub/contracts/services';
import { Clock, Pencil, Power } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatServicePrice } from '@/lib/price';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { useSetServiceStatus } from '../api/use-set-service-status';
import { DeleteServiceButton } from './delete-service-button';
import { TagList } from './tag-list';

/** One of the seller's own services on the dashboard, with activate/deactivate, edit and delete. */
export function MyServiceCard({ service }: { service: Service }) {
  const setStatus = useSetServiceStatus();

  const toggle = () =>
    setStatus.mutate(
      { id: service.id, isActive: !service.isActive },
      {
        onSuccess: (updated) => toastSuccess(updated.isActive ? 'Service activated' : 'Service deactivated'),
        onError: (error) => toastFailure(error, 'Failed to update service'),
      },
    );

  return (
    <article
      className="flex w-full flex-col gap-3 rounded-lg border border-border bg-card p-5 text-card-foreground shadow-sm"
      data-testid="my-service-card"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge
          variant="plain"
          className={
            service.isActive
              ? 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200'
              : 'bg-muted text-muted-foreground'
          }
        >
          {service.isActive ? 'Active' : 'Inactive'}
        </Badge>
        {service.moderation && <Badge variant="destructive">Hidden by moderation</Badge>}
        <span className="text-xs text-muted-foreground">{categoryLabels[service.category]}</span>
      </div>
      {service.moderation && (
        <p role="note" className="text-sm text-destructive">
          Reason: {service.moderation.reason}. Edit the service to appeal.
        </p>
      )}
      <h3 className="text-lg font-semibold leading-snug break-words">
        <Link to={`/service/${service.id}`} className="hover:underline">
          {service.title}
        </Link>
      </h3>
      <p className="line-clamp-2 text-sm text-muted-foreground">{service.description}</p>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
        <p className="font-semibold">{formatServicePrice(service)}</p>
        {service.deliveryTime && (
          <p className="flex items-center gap-1.5 text-muted-foreground">
            <Clock className="h-4 w-4" aria-hidden="true" />
            {service.deliveryTime}
          </p>
        )}
      </div>
      <TagList tags={service.tags} />
      <div className="mt-auto flex items-center gap-2 border-t border-border pt-3">
        <Button variant="outline" onClick={toggle} disabled={setStatus.isPending} className="flex-1">
          {setStatus.isPending ? <Spinner /> : <Power className="h-4 w-4" aria-hidden="true" />}
          {service.isActive ? 'Deactivate' : 'Activate'}
        </Button>
        <Link to={`/services/edit/${service.id}`} className={buttonClasses('outline', 'icon')} aria-label="Edit service">
          <Pencil className="h-4 w-4" aria-hidden="true" />
        </Link>
        <DeleteServiceButton serviceId={service.id} serviceTitle={service.title} />
      </div>
    </article>
  );
}
