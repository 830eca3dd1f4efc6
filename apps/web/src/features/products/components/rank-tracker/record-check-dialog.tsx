import { RANK_POSITION_MAX, RANK_POSITION_MIN, type RankKeyword } from '@proclub/contracts/products';
import { format } from 'date-fns';
import { useState } from 'react';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input, NativeSelect } from '@/components/ui/input';
import { ApiClientError } from '@/lib/api-client';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { useRecordCheck } from '../../api/use-rank-mutations';

const today = () => format(new Date(), 'yyyy-MM-dd');

/**
 * The moment to send for a chosen day: nothing for today (the server uses now), local noon for an earlier
 * day (so the day is the same in every time zone the check is shown in).
 */
function checkedAtFor(day: string): string | undefined {
  if (day === today()) return undefined;
  return new Date(`${day}T12:00:00`).toISOString();
}

type Errors = Partial<Record<'keywordId' | 'position' | 'checkedAt', string>>;

/** Record Check: a position (1–100) seen for a keyword on a day, entered by hand. */
export function RecordCheckDialog({
  keywords,
  initialKeywordId,
  onClose,
}: {
  keywords: RankKeyword[];
  initialKeywordId?: string;
  onClose: () => void;
}) {
  const recordCheck = useRecordCheck();
  const [keywordId, setKeywordId] = useState(initialKeywordId ?? keywords[0]?.id ?? '');
  const [position, setPosition] = useState('');
  const [day, setDay] = useState(today());
  const [errors, setErrors] = useState<Errors>({});

  /** Resolves true once recorded (the dialog closes), false to stay open with the errors shown. */
  const submit = async () => {
    const found: Errors = {};
    if (!keywordId) found.keywordId = 'Choose a keyword';
    const value = Number(position);
    if (!/^\d+$/.test(position.trim()) || value < RANK_POSITION_MIN || value > RANK_POSITION_MAX)
      found.position = `Position must be a whole number from ${RANK_POSITION_MIN} to ${RANK_POSITION_MAX}`;
    if (!day) found.checkedAt = 'Choose the day the position was seen';
    else if (day > today()) found.checkedAt = 'Checked at cannot be in the future';
    setErrors(found);
    if (Object.keys(found).length) return false;
    try {
      await recordCheck.mutateAsync({ keywordId, position: value, checkedAt: checkedAtFor(day) });
      toastSuccess('Check recorded');
      return true;
    } catch (failure) {
      if (failure instanceof ApiClientError) {
        const next: Errors = {};
        for (const issue of failure.fields) next[issue.field as keyof Errors] = issue.message;
        setErrors(next);
      }
      toastFailure(failure, 'Failed to record check');
      return false;
    }
  };

  return (
    <FormDialog
      title="Record Check"
      description="Enter the Google position you saw for the keyword (1 is the top result)."
      submitLabel="Record Check"
      formLabel="Check details"
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField id="check-keyword" label="Keyword *" error={errors.keywordId}>
        <NativeSelect
          {...fieldControlProps('check-keyword', errors.keywordId)}
          value={keywordId}
          onChange={(event) => setKeywordId(event.target.value)}
        >
          {keywords.map((keyword) => (
            <option key={keyword.id} value={keyword.id}>
              {keyword.keyword} — {keyword.location} ({keyword.clientName})
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="check-position" label="Position *" error={errors.position}>
          <Input
            {...fieldControlProps('check-position', errors.position)}
            type="number"
            inputMode="numeric"
            min={RANK_POSITION_MIN}
            max={RANK_POSITION_MAX}
            step={1}
            value={position}
            onChange={(event) => setPosition(event.target.value)}
          />
        </FormField>
        <FormField id="check-day" label="Checked on *" error={errors.checkedAt}>
          <Input
            {...fieldControlProps('check-day', errors.checkedAt)}
            type="date"
            max={today()}
            value={day}
            onChange={(event) => setDay(event.target.value)}
          />
        </FormField>
      </div>
    </FormDialog>
  );
}
