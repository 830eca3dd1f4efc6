import type { ProductSlug } from '@proclub/contracts/products';
import { PRODUCT_SLUGS } from '@proclub/contracts/products';
import {
  Bot,
  CalendarClock,
  ClipboardCheck,
  FileBarChart,
  FileSignature,
  Gauge,
  LayoutDashboard,
  Library,
  Link2,
  type LucideIcon,
  MapPin,
  Megaphone,
  Star,
  Swords,
  TrendingUp,
} from 'lucide-react';

/** What the hub offers: the signed-in hub page links them, the public overview describes them. */
export const CORE_TOOLS: { to: string; title: string; description: string; icon: LucideIcon }[] = [
  {
    to: '/hub/proof-reports',
    title: 'Proof Reports',
    description: 'Show clients what you did in a period: audits, rank changes, milestones and messages.',
    icon: FileBarChart,
  },
  {
    to: '/hub/audits',
    title: 'Client Audits',
    description: 'Run SEO, performance, accessibility and marketing audits and track the score over time.',
    icon: Gauge,
  },
  {
    to: '/hub/client-dashboard',
    title: 'Client Dashboard',
    description: 'One client at a glance: open projects, milestones, audit score, rank and unread messages.',
    icon: LayoutDashboard,
  },
  {
    to: '/hub/proposals',
    title: 'Proposal Builder',
    description: 'Turn an analysis into a priced proposal your client can accept online.',
    icon: FileSignature,
  },
  {
    to: '/hub/schedules',
    title: 'Schedules',
    description: 'What runs by itself: scheduled posts, rank checks and re-audits — next runs, history and Retry.',
    icon: CalendarClock,
  },
  {
    to: '/hub/onboarding',
    title: 'Onboarding Automator',
    description: 'Start every client the same way with step-by-step onboarding checklists.',
    icon: ClipboardCheck,
  },
];

export const PRODUCT_ICONS: Record<ProductSlug, LucideIcon> = {
  'rank-tracker': TrendingUp,
  'competitor-analysis': Swords,
  'review-booster': Star,
  'post-scheduler': CalendarClock,
  'content-drops': Library,
  'citation-builder': MapPin,
  'backlink-reports': Link2,
  'ai-agents': Bot,
  'ad-templates': Megaphone,
  'map-boost': MapPin,
};

/** The nine add-on products (spec §2); Map Boost gets its own strip below them. */
export const ADD_ONS = PRODUCT_SLUGS.filter((slug) => slug !== 'map-boost');

export function ProductIcon({ slug }: { slug: ProductSlug }) {
  const Icon = PRODUCT_ICONS[slug];
  return (
    <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md bg-muted text-foreground">
      <Icon className="h-5 w-5" aria-hidden="true" />
    </span>
  );
}
