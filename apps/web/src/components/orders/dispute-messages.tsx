import type { DisputeAuthor, DisputeMessage } from '@proclub/contracts/orders';
import { formatMoment } from '@/lib/format';

const authorLabels: Record<DisputeAuthor, string> = { buyer: 'Buyer', seller: 'Seller', admin: 'Admin' };

/**
 * A dispute's conversation, oldest first: who wrote (side and name), when, the message and its evidence files. The
 * parties (orders) and the admin (the disputes queue) read the same thread; only the files' download path differs.
 */
export function DisputeMessages({ messages, fileUrl }: { messages: DisputeMessage[]; fileUrl: (fileId: string) => string }) {
  return (
    <ol aria-label="Dispute conversation" className="space-y-2">
      {messages.map((message) => (
        <li key={message.id} className="rounded-md bg-muted/50 p-2">
          <p className="text-xs text-muted-foreground">
            {authorLabels[message.author]}
            {message.authorName ? ` · ${message.authorName}` : ''} · {formatMoment(message.createdAt)}
          </p>
          <p className="whitespace-pre-line break-words">{message.message}</p>
          {message.files.length > 0 && (
            <ul aria-label="Evidence" className="mt-1 flex flex-wrap gap-2">
              {message.files.map((file) => (
                <li key={file.id}>
                  <a href={fileUrl(file.id)} download className="text-primary underline">
                    {file.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
