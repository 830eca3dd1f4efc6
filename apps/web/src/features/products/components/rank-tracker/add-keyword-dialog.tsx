import { zodResolver } from '@hookform/resolvers/zod';
import { type RankKeywordData, rankKeywordInputSchema } from '@proclub/contracts/products';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useAddKeyword } from '../../api/use-rank-mutations';
import { ClientSelect } from '../client-select';

interface Values {
  clientId: string;
  keyword: string;
  location: string;
  targetDomain: string;
}
const FIELDS = ['clientId', 'keyword', 'location', 'targetDomain'] as const;

/** Add Keyword: client, keyword, location (as searched) and, for automatic checks, the client's domain. */
export function AddKeywordDialog({ onClose }: { onClose: () => void }) {
  const addKeyword = useAddKeyword();
  const form = useForm<Values, unknown, RankKeywordData>({
    resolver: zodResolver(rankKeywordInputSchema) as Resolver<Values, unknown, RankKeywordData>,
    defaultValues: { clientId: '', keyword: '', location: '', targetDomain: '' },
  });
  const { errors } = form.formState;
  const error = (name: keyof Values) => errors[name]?.message;

  /** Validates with the schema, then saves; resolves true once added (the dialog closes). */
  const submit = async () => {
    let added = false;
    await form.handleSubmit(async (data) => {
      try {
        await addKeyword.mutateAsync(data);
        toast.success('Keyword added');
        added = true;
      } catch (failure) {
        showServerFieldErrors(failure, FIELDS, form.setError);
        toast.error(errorMessage(failure, 'Failed to add keyword'));
      }
    })();
    return added;
  };

  return (
    <FormDialog
      title="Add Keyword"
      description="Track where a client’s site ranks for a search in one location."
      submitLabel="Add Keyword"
      formLabel="Keyword details"
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField id="keyword-client" label="Client *" error={error('clientId')}>
        <Controller
          control={form.control}
          name="clientId"
          render={({ field }) => (
            <ClientSelect
              {...fieldControlProps('keyword-client', error('clientId'))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
            />
          )}
        />
      </FormField>
      <FormField id="keyword-text" label="Keyword *" error={error('keyword')}>
        <Input
          {...fieldControlProps('keyword-text', error('keyword'))}
          maxLength={200}
          placeholder="emergency plumber"
          {...form.register('keyword')}
        />
      </FormField>
      <FormField
        id="keyword-location"
        label="Location *"
        error={error('location')}
        hint="City, region or country, as people search."
      >
        <Input
          {...fieldControlProps('keyword-location', error('location'))}
          maxLength={200}
          placeholder="Austin, TX"
          {...form.register('location')}
        />
      </FormField>
      <FormField
        id="keyword-domain"
        label="Client’s domain"
        error={error('targetDomain')}
        hint="Optional. Needed only when a rank provider checks positions automatically."
      >
        <Input
          {...fieldControlProps('keyword-domain', error('targetDomain'))}
          maxLength={260}
          placeholder="example.com"
          autoComplete="off"
          {...form.register('targetDomain')}
        />
      </FormField>
    </FormDialog>
  );
}
