import { PROJECT_MESSAGE_MAX } from '@proclub/contracts/crm';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { toastFailure } from '@/lib/toast-action';
import { useSendProjectMessage } from '../api/use-send-project-message';

/** The send box: trimmed text, non-empty; Enter sends, Shift+Enter starts a new line. */
export function MessageComposer({ projectId }: { projectId: string }) {
  const [text, setText] = useState('');
  const send = useSendProjectMessage(projectId);
  const id = useId();
  const trimmed = text.trim();

  const submit = () => {
    if (!trimmed || send.isPending) return;
    send.mutate(trimmed, {
      onSuccess: () => setText(''),
      onError: (error) => toastFailure(error, { title: 'Error', fallback: 'Failed to send message' }),
    });
  };

  return (
    <form
      className="flex items-end gap-2 border-t border-border p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Message
      </label>
      <Textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            submit();
          }
        }}
        placeholder="Type your message..."
        rows={2}
        maxLength={PROJECT_MESSAGE_MAX}
        className="resize-none"
        style={{ minHeight: '2.75rem' }}
      />
      <Button type="submit" disabled={!trimmed || send.isPending}>
        <Send className="h-4 w-4" aria-hidden="true" />
        Send
      </Button>
    </form>
  );
}
