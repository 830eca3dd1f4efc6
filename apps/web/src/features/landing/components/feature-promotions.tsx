import {
  ArrowRight,
  ChartColumn,
  CircleCheck,
  Globe,
  type LucideIcon,
  Mail,
  MapPin,
  Search,
  Users,
  Workflow,
} from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface Promotion {
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  features: { icon: LucideIcon; label: string }[];
  cta: string;
  reversed?: boolean;
}

const promotions: Promotion[] = [
  {
    id: 'crm',
    eyebrow: 'CRM campaign management',
    title: 'Keep every client relationship moving',
    description:
      'Send email campaigns through a transactional email provider, follow every client from first inquiry to repeat customer and let automation handle the follow-ups.',
    features: [
      { icon: Mail, label: 'Email campaigns' },
      { icon: Users, label: 'Client tracking' },
      { icon: ChartColumn, label: 'Analytics' },
      { icon: Workflow, label: 'Automated workflows' },
    ],
    cta: 'Get Started Now',
  },
  {
    id: 'map-boost',
    eyebrow: 'Map Boost',
    title: "Put your clients' businesses on the map",
    description:
      "Map Boost builds automated directory pages for your clients' websites, improving their local search rankings and visibility on maps.",
    features: [
      { icon: Globe, label: 'Automated directory pages' },
      { icon: Search, label: 'Better local search rankings' },
      { icon: MapPin, label: 'More map visibility' },
      { icon: CircleCheck, label: 'Set up once, runs itself' },
    ],
    cta: 'Explore Map Boost',
    reversed: true,
  },
];

export function FeaturePromotions() {
  return (
    <div className="border-y border-border bg-muted/50">
      {promotions.map((promotion) => (
        <PromotionSection key={promotion.id} promotion={promotion} />
      ))}
    </div>
  );
}

function PromotionSection({ promotion }: { promotion: Promotion }) {
  const headingId = `${promotion.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2">
      <div className={cn('space-y-5', promotion.reversed && 'md:order-2')}>
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">{promotion.eyebrow}</p>
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance">
          {promotion.title}
        </h2>
        <p className="text-muted-foreground">{promotion.description}</p>
        <Link to="/auth" className={buttonClasses('default')}>
          {promotion.cta}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
      <ul className="grid grid-cols-2 gap-4">
        {promotion.features.map(({ icon: Icon, label }) => (
          <li key={label} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-5 shadow-sm">
            <Icon className="h-6 w-6 text-primary" aria-hidden="true" />
            <span className="text-sm font-medium">{label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
