import {
  DELIVERY_FILE_ACCEPT,
  DELIVERY_FILE_KINDS,
  DELIVERY_MAX_FILE_BYTES,
  DELIVERY_MAX_FILES,
  EMPTY_DELIVERY,
} from '@proclub/contracts/order-deliveries';
import type { Order } from '@proclub/contracts/orders';
import { FileUp, X } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { DialogActions } from '@/components/form/dialog-actions';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { Label } from '@/components/ui/label';
import { UploadProgress } from '@/components/ui/upload-progress';
import { errorMessage } from '@/lib/api-client';
import { formatFileSize } from '@/lib/file-size';
import { nounFor } from '@/lib/format';
import { toastSuccess } from '@/lib/toast-action';
import { useDeliverOrder } from '../api/use-deliver-order';
import { OrderMessageField } from './order-message-field';

/** The seller's delivery: a message for the buyer and up to five work files, sent with a progress bar. */
export function DeliverDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const deliver = useDeliverOrder();
  const [message, setMessage] = useState('');
  const [picked, setPicked] = useState<{ key: number; file: File }[]>([]);
  const nextKey = useRef(0);
  const files = picked.map((entry) => entry.file);
  const [messageError, setMessageError] = useState<string>();
  const [filesError, setFilesError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [sent, setSent] = useState<number | null>(null);

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const tooLarge = chosen.find((file) => file.size > DELIVERY_MAX_FILE_BYTES);
    if (tooLarge) return setFilesError(`"${tooLarge.name}" is larger than 20 MB`);
    if (picked.length + chosen.length > DELIVERY_MAX_FILES)
      return setFilesError(`At most ${DELIVERY_MAX_FILES} files per delivery`);
    setFilesError(undefined);
    setPicked([...picked, ...chosen.map((file) => ({ key: nextKey.current++, file }))]);
  };

  const [confirming, setConfirming] = useState(false);

  /** A delivery is never empty (ADR 037): a message, files, or both; then the seller confirms it. */
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim() && files.length === 0) return setMessageError(EMPTY_DELIVERY);
    setMessageError(undefined);
    setFormError(undefined);
    setConfirming(true);
  };

  const send = async () => {
    setConfirming(false);
    try {
      await deliver.mutateAsync({ orderId: order.id, message: message.trim(), files, onProgress: setSent });
      toastSuccess('Delivered: the buyer can accept it or ask for a revision');
      onClose();
    } catch (error) {
      const text = errorMessage(error, 'Failed to deliver the order');
      if (/file|"/i.test(text)) setFilesError(text);
      else setFormError(text);
    } finally {
      setSent(null);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !deliver.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Deliver {order.serviceTitle}</DialogTitle>
          <DialogDescription>The buyer accepts the delivery (releasing the payment) or asks for a revision.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Delivery">
          <OrderMessageField id="delivery-message" label="Message" error={messageError} value={message} onChange={setMessage} />
          <div className="space-y-2">
            <Label htmlFor="delivery-files">Files</Label>
            <FileDropZone
              id="delivery-files"
              className="py-5"
              icon={FileUp}
              title="Click to add files"
              detail={`${files.length} of ${DELIVERY_MAX_FILES} · ${DELIVERY_FILE_KINDS}, up to 20 MB each`}
              multiple
              accept={DELIVERY_FILE_ACCEPT}
              onChange={onFiles}
              disabled={files.length >= DELIVERY_MAX_FILES || deliver.isPending}
              error={filesError}
            />
            {files.length > 0 && (
              <ul className="space-y-1" aria-label="Files to deliver">
                {picked.map(({ key, file }) => (
                  <li key={key} className="flex items-center gap-2 rounded-md border border-border px-3 py-1.5 text-sm">
                    <span className="min-w-0 flex-1 truncate">{file.name}</span>
                    <span className="shrink-0 text-xs text-muted-foreground">{formatFileSize(file.size)}</span>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="h-7 w-7 shrink-0"
                      disabled={deliver.isPending}
                      onClick={() => setPicked(picked.filter((entry) => entry.key !== key))}
                      aria-label={`Remove ${file.name}`}
                    >
                      <X className="h-4 w-4" aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {sent !== null && <UploadProgress label="Uploading files" value={sent} />}
          {formError && (
            <p role="alert" className="text-sm text-destructive">
              {formError}
            </p>
          )}
          <DialogActions onCancel={onClose} busy={deliver.isPending} lockCancel>
            Deliver
          </DialogActions>
        </form>
      </DialogContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !open && setConfirming(false)}
        title="Send this delivery?"
        description={`The buyer sees your ${message.trim() ? 'message' : ''}${message.trim() && files.length > 0 ? ' and ' : ''}${
          files.length > 0 ? `${files.length} ${nounFor(files.length, 'file')}` : ''
        }, then accepts it (releasing the payment) or asks for a revision. Without an answer the payment is released automatically after a few days.`}
        cancelLabel="Back"
        confirmLabel="Yes, Deliver"
        onConfirm={() => void send()}
      />
    </Dialog>
  );
}
