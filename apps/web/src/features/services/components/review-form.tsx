import { zodResolver } from '@hookform/resolvers/zod';
import { type ReviewInput, reviewInputSchema } from '@proclub/contracts/services';
import { Star } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { ApiClientError, errorMessage } from '@/lib/api-client';
import { toastSuccess } from '@/lib/toast-action';
import { cn } from '@/lib/utils';
import { useCreateReview } from '../api/use-create-review';

const starLabels = ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'];

export function ReviewForm({ serviceId }: { serviceId: string }) {
  const createReview = useCreateReview(serviceId);
  const form = useForm<ReviewInput>({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: { rating: '' as unknown as number, comment: '' },
  });
  const { errors } = form.formState;
  const rating = Number(useWatch({ control: form.control, name: 'rating' })) || 0;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await createReview.mutateAsync(values);
      toastSuccess('Review submitted');
      form.reset();
    } catch (error) {
      const message = errorMessage(error, 'Failed to submit review');
      if (error instanceof ApiClientError) {
        for (const issue of error.fields) {
          if (issue.field === 'rating' || issue.field === 'comment') form.setError(issue.field, { message: issue.message });
        }
      }
      form.setError('root', { message });
      toast.error(message);
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4 rounded-lg border border-border bg-muted/30 p-4"
      aria-labelledby="review-form-heading"
    >
      <h3 id="review-form-heading" className="font-semibold">
        Write a Review
      </h3>
      <fieldset aria-describedby={errors.rating ? 'review-rating-error' : undefined}>
        <legend className="mb-2 text-sm font-medium">Your rating</legend>
        <div className="flex gap-1">
          {starLabels.map((label, index) => {
            const value = index + 1;
            return (
              <label
                key={label}
                className="relative cursor-pointer rounded-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary"
              >
                {/* Transparent over the star, so a click on the star lands on the radio itself. */}
                <input
                  type="radio"
                  value={value}
                  className="absolute inset-0 z-10 m-0 h-full w-full cursor-pointer opacity-0"
                  {...form.register('rating')}
                />
                <Star
                  aria-hidden="true"
                  className={cn('h-7 w-7', value <= rating ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground')}
                />
                <span className="sr-only">{label}</span>
              </label>
            );
          })}
        </div>
        {errors.rating && (
          <p id="review-rating-error" role="alert" className="mt-2 text-sm text-destructive">
            {errors.rating.message}
          </p>
        )}
      </fieldset>
      <FormField id="review-comment" label="Comment" error={errors.comment?.message}>
        <Textarea
          {...fieldControlProps('review-comment', errors.comment?.message)}
          placeholder="What was it like to work with this seller?"
          maxLength={2000}
          {...form.register('comment')}
        />
      </FormField>
      {errors.root && (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" busy={createReview.isPending}>
        Submit Review
      </Button>
    </form>
  );
}
