import { zodResolver } from '@hookform/resolvers/zod';
import { CONVERSATION_TYPES, createConversationSchema, type Person } from '@proclub/contracts/messaging';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogActions } from '@/components/form/dialog-actions';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input, NativeSelect } from '@/components/ui/input';
import { SelectOptions } from '@/components/ui/select-options';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { titleCase } from '@/lib/utils';
import { useCreateConversation } from '../api/use-create-conversation';
import { PeoplePicker } from './people-picker';

interface NewConversationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (conversationId: string) => void;
}

/** Start New Conversation: title, type and participants; I become its admin, the people I pick its clients. */
export function NewConversationDialog({ open, onOpenChange, onCreated }: NewConversationDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Start New Conversation</DialogTitle>
          <DialogDescription>Give it a title, pick the type and choose who to talk with.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from an empty form. */}
        {open && <NewConversationForm onCancel={() => onOpenChange(false)} onCreated={onCreated} />}
      </DialogContent>
    </Dialog>
  );
}

function NewConversationForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (id: string) => void }) {
  const create = useCreateConversation();
  const [people, setPeople] = useState<Person[]>([]);
  const form = useForm({
    resolver: zodResolver(createConversationSchema),
    defaultValues: { title: '', type: 'general' as const, participantIds: [] as string[] },
  });
  const { errors, isSubmitted } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const detail = await create.mutateAsync(values);
      toastSuccess('Conversation created successfully');
      onCreated(detail.id);
    } catch (error) {
      toastFailure(error, { title: 'Failed to create conversation', fallback: 'Please try again.' });
    }
  });

  const participantsError = errors.participantIds?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Start New Conversation">
      <FormField id="conversation-title" label="Title" error={errors.title?.message}>
        <Input
          {...fieldControlProps('conversation-title', errors.title?.message)}
          placeholder="e.g. Website refresh"
          maxLength={120}
          autoFocus
          {...form.register('title')}
        />
      </FormField>
      <FormField id="conversation-type" label="Type">
        <NativeSelect id="conversation-type" {...form.register('type')}>
          <SelectOptions values={CONVERSATION_TYPES} label={(type) => titleCase(type)} />
        </NativeSelect>
      </FormField>
      <FormField id="conversation-people" label="Participants" error={participantsError}>
        <PeoplePicker
          id="conversation-people"
          selected={people}
          invalid={!!participantsError}
          describedBy={participantsError ? 'conversation-people-error' : undefined}
          onChange={(next) => {
            setPeople(next);
            form.setValue(
              'participantIds',
              next.map((person) => person.id),
              { shouldValidate: isSubmitted },
            );
          }}
        />
      </FormField>
      <DialogActions onCancel={onCancel} busy={create.isPending}>
        Create Conversation
      </DialogActions>
    </form>
  );
}
