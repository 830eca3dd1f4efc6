import type { Milestone } from '@proclub/contracts/crm';
import type { PortalProject } from '@proclub/contracts/portal';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Textarea } from '@/components/ui/input';
import { formatDay, timeAgo } from '@/lib/format';
import { toastAction } from '@/lib/toast-action';
import { useRealtimeChannel } from '@/lib/use-realtime-channel';
import {
  portalKeys,
  usePortalFiles,
  usePortalMessages,
  usePortalProjects,
  useReviewMilestone,
  useSendPortalMessage,
  useUploadPortalFiles,
} from '../api/use-portal';
import { PortalQuery } from './portal-query';

/** Projects: status, milestones to approve or send back, files both ways, the thread. */
export function PortalProjects({ clientId }: { clientId: string }) {
  const projects = usePortalProjects(clientId);
  return (
    <PortalQuery query={projects} what="projects">
      {(data) =>
        data.items.length === 0 ? (
          <p className="text-muted-foreground">No projects yet.</p>
        ) : (
          <div className="space-y-6">
            {data.items.map((project) => (
              <ProjectCard key={project.id} clientId={clientId} project={project} />
            ))}
          </div>
        )
      }
    </PortalQuery>
  );
}

function ProjectCard({ clientId, project }: { clientId: string; project: PortalProject }) {
  return (
    <Card className="min-w-0 space-y-4 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold">{project.title}</h2>
        <Badge variant="secondary">{project.status.replace('_', ' ')}</Badge>
        {project.deadline && <span className="text-sm text-muted-foreground">Due {formatDay(project.deadline)}</span>}
      </div>
      <section aria-label={`Milestones of ${project.title}`} className="space-y-2">
        <h3 className="font-medium">Milestones</h3>
        {project.milestones.length === 0 ? (
          <p className="text-sm text-muted-foreground">No milestones yet.</p>
        ) : (
          <ul className="space-y-2">
            {project.milestones.map((milestone) => (
              <MilestoneRow key={milestone.id} clientId={clientId} milestone={milestone} />
            ))}
          </ul>
        )}
      </section>
      <ProjectFiles clientId={clientId} projectId={project.id} title={project.title} />
      <ProjectThread clientId={clientId} projectId={project.id} title={project.title} />
    </Card>
  );
}

function MilestoneRow({ clientId, milestone }: { clientId: string; milestone: Milestone }) {
  const review = useReviewMilestone(clientId);
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const send = (decision: 'approved' | 'changes_requested') =>
    void toastAction(
      () => review.mutateAsync({ id: milestone.id, input: decision === 'approved' ? { decision } : { decision, note } }),
      decision === 'approved' ? `You approved “${milestone.title}”` : 'Your change request was sent',
      'Could not send your answer',
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send('changes_requested');
  };
  return (
    <li className="rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{milestone.title}</span>
        <span className="text-muted-foreground">
          {milestone.clientReview === 'approved'
            ? 'Approved'
            : milestone.clientReview === 'changes_requested'
              ? 'Changes requested'
              : milestone.status === 'completed'
                ? 'Completed — awaiting your review'
                : milestone.status.replace('_', ' ')}
        </span>
      </div>
      {milestone.status === 'completed' && !milestone.clientReview && (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button size="sm" onClick={() => send('approved')} busy={review.isPending} aria-label={`Approve ${milestone.title}`}>
            Approve
          </Button>
          <Button size="sm" variant="outline" onClick={() => setAsking(true)}>
            Ask for changes
          </Button>
        </div>
      )}
      {asking && (
        <form onSubmit={submit} className="mt-2 space-y-2">
          <div className="space-y-1">
            <label htmlFor={`changes-${milestone.id}`}>What should change?</label>
            <Textarea
              id={`changes-${milestone.id}`}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              required
              maxLength={2000}
            />
          </div>
          <Button type="submit" size="sm" busy={review.isPending}>
            Send request
          </Button>
        </form>
      )}
    </li>
  );
}

function ProjectFiles({ clientId, projectId, title }: { clientId: string; projectId: string; title: string }) {
  const files = usePortalFiles(clientId, projectId);
  const upload = useUploadPortalFiles(clientId, projectId);
  const input = useRef<HTMLInputElement>(null);
  const onChange = () => {
    const chosen = [...(input.current?.files ?? [])];
    if (chosen.length === 0) return;
    void toastAction(() => upload.mutateAsync(chosen), 'File shared', 'Could not share the file').then(() => {
      if (input.current) input.current.value = '';
    });
  };
  return (
    <section aria-label={`Files of ${title}`} className="space-y-2">
      <h3 className="font-medium">Files</h3>
      <label className="block text-sm">
        <span className="sr-only">Share a file</span>
        <input
          ref={input}
          type="file"
          multiple
          onChange={onChange}
          className="block w-full max-w-full text-sm"
          aria-label="Share a file"
        />
      </label>
      <ul className="space-y-1 text-sm">
        {(files.data?.items ?? []).map((file) => (
          <li key={file.id} className="flex min-w-0 flex-wrap items-center gap-2">
            <a href={file.url} className="truncate underline">
              {file.name}
            </a>
            <span className="text-muted-foreground">
              {file.side === 'client' ? 'you shared' : `from ${file.uploadedBy}`} · {timeAgo(file.createdAt)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProjectThread({ clientId, projectId, title }: { clientId: string; projectId: string; title: string }) {
  const messages = usePortalMessages(clientId, projectId);
  const sendMessage = useSendPortalMessage(clientId, projectId);
  const queryClient = useQueryClient();
  // The agency's answers arrive live on the project's channel (the portal person shares the client's threads).
  useRealtimeChannel(`project:${projectId}`, (event) => {
    if (event.type === 'message.created')
      void queryClient.invalidateQueries({ queryKey: portalKeys.of(clientId, `messages-${projectId}`) });
  });
  const [text, setText] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await toastAction(() => sendMessage.mutateAsync(text), 'Message sent', 'Could not send the message')) setText('');
  };
  return (
    <section aria-label={`Messages of ${title}`} className="space-y-2">
      <h3 className="font-medium">Messages</h3>
      <ul className="max-h-80 space-y-2 overflow-y-auto text-sm">
        {(messages.data?.items ?? []).map((message) => (
          <li key={message.id} className="rounded-md bg-muted p-2">
            <span className="font-medium">{message.sender.fullName ?? message.sender.email}</span>{' '}
            <span className="text-muted-foreground">{timeAgo(message.createdAt)}</span>
            <p className="whitespace-pre-wrap break-words">{message.message}</p>
          </li>
        ))}
      </ul>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-2 sm:flex-row">
        <div className="min-w-0 flex-1">
          <label htmlFor={`message-${projectId}`} className="sr-only">
            Message
          </label>
          <Textarea
            id={`message-${projectId}`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            required
            rows={2}
            placeholder="Write a message"
          />
        </div>
        <Button type="submit" busy={sendMessage.isPending}>
          Send
        </Button>
      </form>
    </section>
  );
}
