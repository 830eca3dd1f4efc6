import { MESSAGE_MAX } from '@proclub/contracts/messaging';
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toastFailure } from '@/lib/toast-action';
import { cn } from '@/lib/utils';
import { useSendMessage } from '../api/use-send-message';
import { useTypingSender } from '../hooks/use-typing-sender';

/** The send box: Enter sends, Shift+Enter adds a line; trimmed, never empty, never twice at once. */
export function MessageComposer({ conversationId }: { conversationId: string }) {
  const [text, setText] = useState('');
  const send = useSendMessage(conversationId);
  const typing = useTypingSender(conversationId);
  const input = useRef<HTMLTextAreaElement>(null);
  const content = text.trim();
  const tooLong = content.length > MESSAGE_MAX;
  const canSend = content.length > 0 && !tooLong && !send.isPending;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    typing.stop();
    try {
      await send.mutateAsync(content);
      // Keep anything typed while it was sending.
      setText((current) => (current.trim() === content ? '' : current));
    } catch (error) {
      toastFailure(error, { title: 'Failed to send message', fallback: 'Please try again.' });
    } finally {
      input.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-border bg-background p-3" aria-label="Send a message">
      <label htmlFor={`composer-${conversationId}`} className="sr-only">
        Message
      </label>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <textarea
          id={`composer-${conversationId}`}
          ref={input}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) typing.keystroke();
            else typing.stop();
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (!text.trim()) typing.stop();
          }}
          rows={1}
          placeholder="Type a message..."
          aria-invalid={tooLong || undefined}
          aria-describedby={tooLong ? `composer-${conversationId}-error` : undefined}
          className={cn(
            'field-sizing-content max-h-36 min-h-10 w-full resize-none rounded-md border border-input bg-background px-3 py-2 text-sm',
            'placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary',
            'aria-invalid:border-destructive',
          )}
        />
        {tooLong && (
          <p id={`composer-${conversationId}-error`} role="alert" className="text-xs text-destructive">
            Message must be at most {MESSAGE_MAX} characters ({content.length} now)
          </p>
        )}
      </div>
      <Button type="submit" size="icon" disabled={!canSend} aria-label="Send message">
        {send.isPending ? <Spinner /> : <SendHorizontal className="h-4 w-4" aria-hidden="true" />}
      </Button>
    </form>
  );
}
