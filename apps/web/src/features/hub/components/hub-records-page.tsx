import { type ReactNode, useState } from 'react';
import { AddButton } from '@/components/ui/add-button';
import { LoadMore } from '@/components/ui/load-more';
import { FramedRecordList, type RecordListFrame } from '@/components/ui/record-frame';
import type { usePagedList } from '@/lib/use-paged-list';
import { HubShell } from './hub-shell';

/** What a hub list page says around its records; each page declares its own (its text stays in its file). */
export interface HubPage {
  title: string;
  description: string;
  /** The label of the page's New button. */
  add: string;
  list: RecordListFrame;
}

interface HubRecordsPageProps<T> {
  page: HubPage;
  /** The records, newest first, a page at a time. */
  list: ReturnType<typeof usePagedList<T>>;
  /** One <li> (with its key) per record. */
  children: (record: T) => ReactNode;
  /** The New dialog the page's New button opens. */
  dialog: (close: () => void) => ReactNode;
}

/** A hub list page: its frame and New button, the records worded by the page, Load More and the New dialog. */
export function HubRecordsPage<T>({ page, list, children, dialog }: HubRecordsPageProps<T>) {
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
