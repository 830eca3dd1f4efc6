import { type RankKeyword, rankKeywordInputSchema } from '@proclub/contracts/products';
import { FormInput } from '@/components/form/form-controls';
import { FormDialog } from '@/components/form/form-dialog';
import { saveForm, useZodForm } from '@/components/form/zod-form';
import { useSaveKeyword } from '../../api/use-rank-mutations';
import { ClientSelectField } from '../client-select-field';

/**
 * Add or edit a keyword: client, keyword, location (as searched) and, for automatic checks, the client's domain.
 * An edit changes the keyword in place, so its recorded positions stay with it.
 */
export function KeywordDialog({ keyword, onClose }: { keyword?: RankKeyword; onClose: () => void }) {
  const save = useSaveKeyword();
  const form = useZodForm(rankKeywordInputSchema, {
    clientId: keyword?.clientId ?? '',
    keyword: keyword?.keyword ?? '',
    location: keyword?.location ?? '',
    targetDomain: keyword?.targetDomain ?? '',
  });
  return (
    <FormDialog
      title={keyword ? 'Edit Keyword' : 'Add Keyword'}
      description="Track where a client’s site ranks for a search in one location."
      submitLabel={keyword ? 'Save Keyword' : 'Add Keyword'}
      formLabel="Keyword details"
      onClose={onClose}
      onSubmit={() =>
        saveForm(form, (input) => save.mutateAsync({ id: keyword?.id, input }), {
          success: keyword ? 'Keyword updated' : 'Keyword added',
          failure: keyword ? 'Failed to save keyword' : 'Failed to add keyword',
        })
      }
    >
      <ClientSelectField
        form={form}
        name="clientId"
        id="keyword-client"
        label="Client *"
        initial={keyword ? { id: keyword.clientId, label: keyword.clientName } : null}
      />
      <FormInput form={form} name="keyword" id="keyword-text" label="Keyword *" maxLength={200} placeholder="emergency plumber" />
      <FormInput
        form={form}
        name="location"
        id="keyword-location"
        label="Location *"
        hint="City, region or country, as people search."
        maxLength={200}
        placeholder="Austin, TX"
      />
      <FormInput
        form={form}
        name="targetDomain"
        id="keyword-domain"
        label="Client’s domain"
        hint="Optional. Needed only when a rank provider checks positions automatically."
        maxLength={260}
        placeholder="example.com"
        autoComplete="off"
      />
    </FormDialog>
  );
}
