import { Briefcase, Building2, type LucideIcon, Store } from 'lucide-react';
import { IconTile } from '@/components/ui/icon-tile';

interface Audience {
  icon: LucideIcon;
  title: string;
  description: string;
  points: string[];
}

const audiences: Audience[] = [
  {
    icon: Building2,
    title: 'For Agencies',
    description: 'Run every client account from one place.',
    points: ['Manage clients and projects', 'Showcase your portfolio', 'Built-in CRM and campaigns'],
  },
  {
    icon: Store,
    title: 'For Vendors',
    description: 'Put your products and services in front of buyers.',
    points: ['List products and services', 'Track sales and inquiries', 'Reach local businesses'],
  },
  {
    icon: Briefcase,
    title: 'For Freelancers',
    description: 'Find work and let your reviews speak for you.',
    points: ['Find new opportunities', 'Build your reputation', 'Get paid for your expertise'],
  },
];

export function AudienceCards() {
  return (
    <section aria-labelledby="audiences-heading" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <div className="mx-auto mb-10 max-w-2xl text-center">
        <h2 id="audiences-heading" className="text-3xl font-bold tracking-tight">
          Built for every service professional
        </h2>
        <p className="mt-3 text-muted-foreground">Whether you run a team or work solo, ProClub gives you the tools to grow.</p>
      </div>
      <ul className="grid gap-6 md:grid-cols-3">
        {audiences.map(({ icon: Icon, title, description, points }) => (
          <li key={title} className="rounded-lg border border-border bg-card p-6 shadow-sm">
            <IconTile icon={Icon} className="mb-4 h-11 w-11 rounded-lg bg-secondary text-secondary-foreground" />
            <h3 className="text-lg font-semibold">{title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{description}</p>
            <ul className="mt-4 space-y-2 text-sm">
              {points.map((point) => (
                <li key={point} className="flex items-start gap-2">
                  <span className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-primary" aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
