import { type RankKeyword, rankKeywordInputSchema } from '@proclub/contracts/products';
import { useSaveKeyword } from '../../api/use-rank-mutations';
import { clientField, ProductRecordDialog, recordForm } from '../product-record-dialog';

const keywordForm = recordForm<RankKeyword>()({
  noun: 'Keyword',
  description: 'Track where a client’s site ranks for a search in one location.',
  formLabel: 'Keyword details',
  schema: rankKeywordInputSchema,
  blank: { clientId: '', keyword: '', location: '', targetDomain: '' },
  fields: (keyword) => [
    clientField('keyword-client', 'Client *', keyword),
    { name: 'keyword', id: 'keyword-text', label: 'Keyword *', maxLength: 200, placeholder: 'emergency plumber' },
    {
      name: 'location',
      id: 'keyword-location',
      label: 'Location *',
      hint: 'City, region or country, as people search.',
      maxLength: 200,
      placeholder: 'Austin, TX',
    },
    {
      name: 'targetDomain',
      id: 'keyword-domain',
      label: 'Client’s domain',
      hint: 'Optional. Needed only when a rank provider checks positions automatically.',
      maxLength: 260,
      placeholder: 'example.com',
      autoComplete: 'off',
    },
  ],
  useSave: useSaveKeyword,
});

/**
 * Add or edit a keyword: client, keyword, location (as searched) and, for automatic checks, the client's domain.
 * An edit changes the keyword in place, so its recorded positions stay with it.
 */
export function KeywordDialog({ keyword, onClose }: { keyword?: RankKeyword; onClose: () => void }) {
  return <ProductRecordDialog form={keywordForm} record={keyword} onClose={onClose} />;
}
