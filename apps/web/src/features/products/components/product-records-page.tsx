import type { ProductSlug } from '@proclub/contracts/products';
import { type ReactNode, useState } from 'react';
import { AddButton } from '@/components/ui/add-button';
import { FramedRecordList, type RecordListFrame } from '@/components/ui/record-frame';
import { ProductShell } from './product-shell';

/** What an add-on product's list page says around its records; each page declares its own, in its file. */
export interface ProductPage {
  /** The label of the page's Add button (none: the page adds nothing). */
  add?: string;
  list: RecordListFrame;
}

interface ProductRecordsPageProps<T> {
  product: ProductSlug;
  page: ProductPage;
  list: { items: T[]; isPending: boolean };
  /** Drawn above the list: headline numbers, a note. */
  intro?: ReactNode;
  /** One <li> (with its key) per record; `edit` opens the record's dialog. */
  children: (record: T, edit: () => void) => ReactNode;
  /** The Add / Edit dialog: `record` is undefined when adding one. */
  dialog?: (record: T | undefined, close: () => void) => ReactNode;
}

/**
 * An add-on product's page of records: the product's frame, its Add button, the list worded by the page
 * and the dialog the Add button (or a record's Edit button) opens.
 */
export function ProductRecordsPage<T>({ product, page, list, intro, children, dialog }: ProductRecordsPageProps<T>) {
  // The dialog open, if any: with the record it edits, or none when adding.
  const [open, setOpen] = useState<{ record?: T } | null>(null);
  const add = () => setOpen({});
  return (
    <ProductShell product={product} actions={page.add && <AddButton onClick={add}>{page.add}</AddButton>}>
      {intro}
      <FramedRecordList frame={page.list} list={list} onAdd={add}>
        {(record) => children(record, () => setOpen({ record }))}
      </FramedRecordList>
      {open && dialog?.(open.record, () => setOpen(null))}
    </ProductShell>
  );
}
