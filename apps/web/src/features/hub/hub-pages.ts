import { ClipboardCheck, FileBarChart, Gauge } from 'lucide-react';
import type { RecordListFrame } from '@/components/ui/record-frame';

export interface HubPage {
  title: string;
  description: string;
  /** The label of the page's New button. */
  add: string;
  list: RecordListFrame;
}

/** The hub's list pages (HubRecordsPage): what each says around its records. */
export const hubPages = {
  audits: {
    title: 'Client Audits',
    description: 'Score clients’ websites for SEO, performance, accessibility and marketing, and track every run.',
    add: 'New Audit',
    list: {
      label: 'Audits',
      loading: 'Loading audits',
      layout: 'grid-3',
      blockHeight: 'h-40',
      emptyIcon: Gauge,
      emptyMessage: 'No audits yet. Run your first audit on a client’s website.',
      emptyAction: 'New Audit',
    },
  },
  reports: {
    title: 'Proof Reports',
    description: 'Show each client what you achieved for them, with a private link they can open.',
    add: 'New Report',
    list: {
      label: 'Proof reports',
      loading: 'Loading reports',
      layout: 'grid-2',
      blockHeight: 'h-28',
      emptyIcon: FileBarChart,
      emptyMessage: 'No Reports Yet. Create your first proof report to show a client their results.',
      emptyAction: 'Create Report',
    },
  },
  onboarding: {
    title: 'Onboarding Automator',
    description: 'Start every client the same way: a checklist you move through one step at a time.',
    add: 'New Workflow',
    list: {
      label: 'Onboarding workflows',
      loading: 'Loading workflows',
      layout: 'grid-2',
      blockHeight: 'h-44',
      emptyIcon: ClipboardCheck,
      emptyMessage: 'No workflows yet. Start one from a template for your next client.',
      emptyAction: 'New Workflow',
    },
  },
} satisfies Record<string, HubPage>;
