import { type ReactNode, useState } from 'react';
import { AddButton } from '@/components/ui/add-button';
import { LoadMore } from '@/components/ui/load-more';
import { FramedRecordList } from '@/components/ui/record-frame';
import type { usePagedList } from '@/lib/use-paged-list';
import { type HubPage, hubPages } from '../hub-pages';
import { HubShell } from './hub-shell';

interface HubRecordsPageProps<T> {
  page: keyof typeof hubPages;
  /** The records, newest first, a page at a time. */
  list: ReturnType<typeof usePagedList<T>>;
  /** One <li> (with its key) per record. */
  children: (record: T) => ReactNode;
  /** The New dialog the page's New button opens. */
  dialog: (close: () => void) => ReactNode;
}

/** A hub list page: its frame and New button, the records worded by `hubPages`, Load More and the New dialog. */
export function HubRecordsPage<T>({ page: key, list, children, dialog }: HubRecordsPageProps<T>) {
  const page: HubPage = hubPages[key];
  const [creating, setCreating] = useState(false);
  const create = () => setCreating(true);
  return (
    <HubShell title={page.title} description={page.description} actions={<AddButton onClick={create}>{page.add}</AddButton>}>
      <FramedRecordList frame={page.list} list={list} onAdd={create}>
        {children}
      </FramedRecordList>
      <LoadMore query={list} />
      {creating && dialog(() => setCreating(false))}
    </HubShell>
  );
}
