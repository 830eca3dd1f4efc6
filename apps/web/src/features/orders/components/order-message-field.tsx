import { DELIVERY_MESSAGE_MAX } from '@proclub/contracts/order-deliveries';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';

interface OrderMessageFieldProps {
  id: string;
  label: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
}

/** The message sent with a delivery or a revision request (same length limit on both). */
export function OrderMessageField({ id, label, error, value, onChange }: OrderMessageFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      <Textarea
        {...fieldControlProps(id, error)}
        rows={5}
        maxLength={DELIVERY_MESSAGE_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
