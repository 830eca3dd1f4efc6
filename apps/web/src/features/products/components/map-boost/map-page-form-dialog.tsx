import {
  MAP_PAGE_DESCRIPTION_MIN,
  type MapPage,
  type MapPageInput,
  mapPageInputSchema,
  WEEK_DAYS,
  type WeekDay,
} from '@proclub/contracts/products';
import { useEffect, useState } from 'react';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { ApiClientError } from '@/lib/api-client';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { useClientRecord } from '../../api/use-client-record';
import { useSaveMapPage } from '../../api/use-map-page-mutations';
import { ClientSelect } from '../client-select';
import { contactFromClient, fillEmpty } from './prefill';

type DayHours = { open: boolean; opens: string; closes: string };
type Errors = Record<string, string>;

const TEXT_FIELDS = ['businessName', 'streetAddress', 'city', 'region', 'postalCode', 'country', 'phone', 'website'] as const;
const LABELS: Record<(typeof TEXT_FIELDS)[number], string> = {
  businessName: 'Business name *',
  streetAddress: 'Street address *',
  city: 'City *',
  region: 'State / region',
  postalCode: 'Postal code',
  country: 'Country',
  phone: 'Phone *',
  website: 'Website',
};

function initialHours(page: MapPage | null): Record<WeekDay, DayHours> {
  return Object.fromEntries(
    WEEK_DAYS.map((day) => {
      const found = page?.hours.find((hours) => hours.day === day);
      // A new page starts with every day unticked: the page publishes only hours the user entered. The times are
      // a starting point shown once a day is ticked.
      return [
        day,
        found ? { open: true, opens: found.opens, closes: found.closes } : { open: false, opens: '09:00', closes: '17:00' },
      ];
    }),
  ) as Record<WeekDay, DayHours>;
}

/** New / Edit directory page: contact details, unique description, services and opening hours. */
export function MapPageFormDialog({ page, onClose }: { page: MapPage | null; onClose: () => void }) {
  const save = useSaveMapPage();
  const [clientId, setClientId] = useState(page?.clientId ?? '');
  const [text, setText] = useState<Record<(typeof TEXT_FIELDS)[number], string>>({
    businessName: page?.businessName ?? '',
    streetAddress: page?.streetAddress ?? '',
    city: page?.city ?? '',
    region: page?.region ?? '',
    postalCode: page?.postalCode ?? '',
    country: page?.country ?? '',
    phone: page?.phone ?? '',
    website: page?.website ?? '',
  });
  const [description, setDescription] = useState(page?.description ?? '');
  const [services, setServices] = useState((page?.services ?? []).join('\n'));
  const [hours, setHours] = useState(initialHours(page));
  const [errors, setErrors] = useState<Errors>({});
  // A new page starts from the chosen client's record: name, address, phone and website fill the empty fields.
  const record = useClientRecord(page ? '' : clientId);
  useEffect(() => {
    if (record.data) setText((current) => fillEmpty(current, contactFromClient(record.data)));
  }, [record.data]);

  const openDays = WEEK_DAYS.filter((day) => hours[day].open);
  const input = (): MapPageInput => ({
    clientId,
    ...text,
    description,
    services: services
      .split('\n')
      .map((service) => service.trim())
      .filter(Boolean),
    hours: openDays.map((day) => ({ day, opens: hours[day].opens, closes: hours[day].closes })),
  });
  /** 'hours.2.closes' names the third open day; show it on that day's row. */
  const fieldKey = (path: string) => {
    const match = /^hours\.(\d+)/.exec(path);
    return match ? `hours.${openDays[Number(match[1])] ?? 'all'}` : path.split('.')[0];
  };

  /** Resolves true once saved (the dialog closes), false to stay open with the errors shown. */
  const submit = async () => {
    const parsed = mapPageInputSchema.safeParse(input());
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[fieldKey(issue.path.join('.'))] ??= issue.message;
      setErrors(found);
      document.getElementById(`map-${Object.keys(found)[0]?.replace('.', '-')}`)?.focus();
      return false;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: page?.id, input: input() });
      toastSuccess(page ? 'Page updated' : 'Page created — preview it, then publish');
      return true;
    } catch (failure) {
      if (failure instanceof ApiClientError && failure.fields.length) {
        // The refusal names its fields (e.g. a description too close to another page's): say it once, there.
        const found: Errors = {};
        for (const issue of failure.fields) found[fieldKey(issue.field)] ??= issue.message;
        setErrors(found);
        document.getElementById(`map-${Object.keys(found)[0]?.replace('.', '-')}`)?.focus();
        return false;
      }
      toastFailure(failure, 'Failed to save the page');
      return false;
    }
  };

  return (
    <FormDialog
      title={page ? 'Edit Directory Page' : 'New Directory Page'}
      description="One page per location. Write text specific to this location: copies that only swap the city are refused."
      submitLabel={page ? 'Save Page' : 'Create Page'}
      formLabel="Directory page"
      wide
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField id="map-clientId" label="Client *" error={errors.clientId}>
        <ClientSelect
          {...fieldControlProps('map-clientId', errors.clientId)}
          value={clientId}
          initial={page ? { id: page.clientId, label: page.clientName } : null}
          onChange={setClientId}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((field) => (
          <FormField key={field} id={`map-${field}`} label={LABELS[field]} error={errors[field]}>
            <Input
              {...fieldControlProps(`map-${field}`, errors[field])}
              type={field === 'phone' ? 'tel' : field === 'website' ? 'url' : 'text'}
              maxLength={field === 'streetAddress' ? 200 : field === 'website' ? 500 : 120}
              placeholder={field === 'website' ? 'https://' : undefined}
              value={text[field]}
              onChange={(event) => setText((current) => ({ ...current, [field]: event.target.value }))}
            />
          </FormField>
        ))}
      </div>
      <FormField
        id="map-description"
        label="About this location *"
        error={errors.description}
        hint={`${description.trim().length} / at least ${MAP_PAGE_DESCRIPTION_MIN} characters. What is special about this location?`}
      >
        <Textarea
          {...fieldControlProps('map-description', errors.description)}
          rows={5}
          maxLength={5000}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </FormField>
      <FormField id="map-services" label="Services * (one per line)" error={errors.services}>
        <Textarea
          {...fieldControlProps('map-services', errors.services)}
          rows={4}
          value={services}
          onChange={(event) => setServices(event.target.value)}
        />
      </FormField>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Opening hours</legend>
        {errors['hours.all'] && (
          <p role="alert" className="text-sm text-destructive">
            {errors['hours.all']}
          </p>
        )}
        {WEEK_DAYS.map((day) => {
          const row = hours[day];
          const error = errors[`hours.${day}`];
          const update = (change: Partial<DayHours>) => setHours((current) => ({ ...current, [day]: { ...row, ...change } }));
          return (
            <div key={day} className="space-y-1">
              <div className="grid items-center gap-2 sm:grid-cols-[8rem_1fr]">
                <label className="flex items-center gap-2 text-sm">
                  <input
                    id={`map-hours-${day}`}
                    type="checkbox"
                    className="h-4 w-4 accent-primary"
                    checked={row.open}
                    onChange={(event) => update({ open: event.target.checked })}
                  />
                  {day}
                </label>
                {row.open ? (
                  <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2">
                    <Input
                      type="time"
                      aria-label={`${day} opens`}
                      aria-invalid={error ? true : undefined}
                      value={row.opens}
                      onChange={(event) => update({ opens: event.target.value })}
                    />
                    <span aria-hidden="true">–</span>
                    <Input
                      type="time"
                      aria-label={`${day} closes`}
                      aria-invalid={error ? true : undefined}
                      value={row.closes}
                      onChange={(event) => update({ closes: event.target.value })}
                    />
                  </div>
                ) : (
                  <span className="text-sm text-muted-foreground">Closed</span>
                )}
              </div>
              {error && (
                <p role="alert" className="text-sm text-destructive">
                  {day}: {error}
                </p>
              )}
            </div>
          );
        })}
      </fieldset>
    </FormDialog>
  );
}
