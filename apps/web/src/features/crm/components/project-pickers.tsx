import { SERVICE_OPTIONS_CAP } from '@proclub/contracts/crm';
import { type PickerProps, SearchPicker, useSearch } from '@/components/pickers/search-picker';
import type { ComboboxOption } from '@/components/ui/search-combobox';
import { useServiceOptions } from '../api/use-service-options';

const NO_SERVICE: ComboboxOption = { id: '', label: 'No service' };

/** New/Edit Project's optional service: the seller's active services, searched on the server by title. */
export function ServicePicker(props: PickerProps) {
  const search = useSearch();
  const services = useServiceOptions(true, search.sent);
  return (
    <SearchPicker
      {...props}
      search={search}
      query={services}
      options={(services.data ?? []).map((service) => ({ id: service.id, label: service.title }))}
      none={NO_SERVICE}
      cap={SERVICE_OPTIONS_CAP}
      noun="active services"
    />
  );
}
