import { zodResolver } from '@hookform/resolvers/zod';
import { type TestPaymentInput, testPaymentInputSchema } from '@proclub/contracts/membership';
import { FlaskConical } from 'lucide-react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { FormInput } from './form-controls';

/**
 * Test mode's card form (no Stripe configured), shared by the membership checkout and an order's pay step:
 * both take the same test cards.
 */
export const CARD_FIELDS = ['cardNumber', 'expiry', 'cvc', 'name'] as const;

/** Whether a server's field issue names one of the card fields. */
export const isCardField = (field: string): field is (typeof CARD_FIELDS)[number] =>
  (CARD_FIELDS as readonly string[]).includes(field);

export function useTestCardForm() {
  return useForm<TestPaymentInput>({
    resolver: zodResolver(testPaymentInputSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '', name: '' },
  });
}

/** Groups card digits in fours as the user types (4242 4242 4242 4242). */
const groupDigits = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** MM / YY as the user types. */
const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

interface TestCardFieldsProps {
  form: UseFormReturn<TestPaymentInput>;
  /** Before every field's id (`${idPrefix}card-number`…), so two forms never share ids. */
  idPrefix: string;
  /** The test cards' note, describing the card number while it has no error. */
  hintId?: string;
  /** Group the digits and slash the expiry as they are typed. */
  formatAsTyped?: boolean;
}

/** Card number, expiry and CVC side by side, and the name on the card. */
export function TestCardFields({ form, idPrefix, hintId, formatAsTyped }: TestCardFieldsProps) {
  const id = (field: string) => `${idPrefix}card-${field}`;
  const asTyped = (format: (value: string) => string) =>
    formatAsTyped
      ? { onChange: (event: { target: { value: string } }) => (event.target.value = format(event.target.value)) }
      : undefined;
  return (
    <>
      <FormInput
        form={form}
        name="cardNumber"
        id={id('number')}
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        // The test cards' note describes the number until an error does.
        {...(hintId && { 'aria-describedby': form.formState.errors.cardNumber ? `${id('number')}-error` : hintId })}
        rules={asTyped(groupDigits)}
      />
      <div className="grid grid-cols-2 gap-3">
        <FormInput
          form={form}
          name="expiry"
          id={id('expiry')}
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          rules={asTyped(formatExpiry)}
        />
        <FormInput
          form={form}
          name="cvc"
          id={id('cvc')}
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
        />
      </div>
      <FormInput form={form} name="name" id={id('name')} label="Name on card" autoComplete="cc-name" />
    </>
  );
}

/** Marks a checkout that takes only the test cards. */
export function TestModeBadge() {
  return (
    <Badge variant="outline" className="gap-1">
      <FlaskConical className="h-3 w-3" aria-hidden="true" />
      Test mode
    </Badge>
  );
}

/** Why the payment failed when no single field is to blame (a declined card). */
export function PaymentError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive">
      {message}
    </p>
  );
}
