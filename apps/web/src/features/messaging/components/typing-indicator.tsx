import { typingText } from '@proclub/contracts/messaging';

/** 'Alice is typing...', 'Alice and Bob are typing...', 'N people are typing...'; announced politely. */
export function TypingIndicator({ names }: { names: string[] }) {
  const text = typingText(names);
  return (
    <p className="h-5 truncate px-4 text-xs italic text-muted-foreground" aria-live="polite" data-testid="typing-indicator">
      {text && (
        <>
          <span className="mr-1.5 inline-flex gap-0.5 align-middle" aria-hidden="true">
            <span className="h-1 w-1 animate-bounce rounded-full bg-current [animation-delay:-0.3s]" />
            <span className="h-1 w-1 animate-bounce rounded-full bg-current [animation-delay:-0.15s]" />
            <span className="h-1 w-1 animate-bounce rounded-full bg-current" />
          </span>
          {text}
        </>
      )}
    </p>
  );
}
