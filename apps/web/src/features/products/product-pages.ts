import type { ProductSlug } from '@proclub/contracts/products';
import { Bot, CalendarClock, FileText, Link2, MapPin, MapPinned, Megaphone, Swords } from 'lucide-react';
import type { RecordListFrame } from '@/components/ui/record-frame';

export interface ProductPage {
  /** The label of the page's Add button (none: the page adds nothing). */
  add?: string;
  list: RecordListFrame;
}

/**
 * The list pages among the add-on products (ProductRecordsPage): what each says around its records. Kept in
 * one table so the pages read alike and differ only where the product does.
 */
export const productPages = {
  'backlink-reports': {
    add: 'Add Backlink',
    list: {
      label: 'Backlinks',
      loading: 'Loading backlinks',
      layout: 'rows',
      blockHeight: 'h-16',
      emptyIcon: Link2,
      emptyMessage: 'No backlinks recorded yet. Add links you earned or found for a client’s site.',
    },
  },
  'citation-builder': {
    add: 'Add Citation',
    list: {
      label: 'Citations',
      loading: 'Loading citations',
      layout: 'rows',
      blockHeight: 'h-16',
      emptyIcon: MapPinned,
      emptyMessage: 'No citations yet. Add the directories where a client is (or should be) listed.',
    },
  },
  'content-drops': {
    add: 'Add Content',
    list: {
      label: 'Content library',
      loading: 'Loading content',
      layout: 'grid-3',
      blockHeight: 'h-40',
      emptyIcon: FileText,
      emptyMessage: 'The library is empty. Add a blog post, email or script to reuse for clients.',
      emptyAction: 'Add Content',
    },
  },
  'competitor-analysis': {
    add: 'Add Competitor',
    list: {
      label: 'Competitors',
      loading: 'Loading competitors',
      layout: 'stack-4',
      blockHeight: 'h-48',
      emptyIcon: Swords,
      emptyMessage: 'No competitors yet. Add one for a client and compare both websites side by side.',
      emptyAction: 'Add Competitor',
    },
  },
  'post-scheduler': {
    add: 'New Post',
    list: {
      label: 'Posts',
      loading: 'Loading posts',
      layout: 'stack-3',
      blockHeight: 'h-24',
      emptyIcon: CalendarClock,
      emptyMessage: 'No posts yet. Draft one or schedule it for a client’s channel.',
      emptyAction: 'New Post',
    },
  },
  'map-boost': {
    add: 'New Page',
    list: {
      label: 'Directory pages',
      loading: 'Loading pages',
      layout: 'grid-2',
      blockHeight: 'h-40',
      emptyIcon: MapPin,
      emptyMessage:
        'No directory pages yet. Create one per client location: it loads instantly, works without JavaScript and tells search engines who the business is.',
      emptyAction: 'New Page',
    },
  },
  'ad-templates': {
    list: {
      label: 'Ad templates',
      loading: 'Loading templates',
      layout: 'grid-3',
      blockHeight: 'h-48',
      emptyIcon: Megaphone,
      emptyMessage: 'No templates to show right now.',
    },
  },
  'ai-agents': {
    list: {
      label: 'AI agents',
      loading: 'Loading agents',
      layout: 'grid-2',
      blockHeight: 'h-36',
      emptyIcon: Bot,
      emptyMessage: 'No agents to show right now.',
    },
  },
} satisfies Partial<Record<ProductSlug, ProductPage>>;
