import crypto from 'node:crypto';
import { ONBOARDING_TEMPLATES } from '@proclub/contracts/hub';
import { and, asc, eq } from 'drizzle-orm';
import {
  auditRuns,
  clientAudits,
  clients,
  onboardingWorkflows,
  proofReports,
  proposalLineItems,
  proposals,
} from '../db/schema/index';
import { businessOf } from './demo-story';
import type { SeedContext } from './seed-context';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
const token = () => crypto.randomBytes(32).toString('base64url');

/** Score history per audit, oldest first, one run every ~10 days. Recorded by hand: the demo sites are not reachable. */
const AUDITS = [
  { auditType: 'seo', path: '', scores: [48, 57, 66, 74] },
  { auditType: 'performance', path: '', scores: [62, 71, 83] },
  { auditType: 'accessibility', path: '', scores: [55] },
] as const;

const LINE_ITEMS = [
  {
    productId: 'local_seo',
    product: 'Local SEO',
    description: 'Google Business Profile, citations and local pages.',
    setupFee: 499,
    monthlyPrice: 299,
    estimatedRoi: 180,
  },
  {
    productId: 'review_booster',
    product: 'Review Booster',
    description: 'Automated review requests after every job.',
    setupFee: 0,
    monthlyPrice: 79,
    estimatedRoi: 140,
  },
  {
    productId: 'website_speed',
    product: 'Speed Optimization',
    description: 'Image compression, caching and a CDN.',
    setupFee: 350,
    monthlyPrice: 0,
    estimatedRoi: 60,
  },
];

async function seedSeller({ db }: SeedContext, sellerId: string | undefined) {
  if (!sellerId) return;
  const mine = await db
    .select({ id: clients.id, name: clients.name, email: clients.email })
    .from(clients)
    .where(and(eq(clients.workspaceId, sellerId), eq(clients.status, 'active')))
    .orderBy(asc(clients.createdAt))
    .limit(2);
  const [first, second] = mine;
  if (!first) return;
  // Each client's audits and proposals are about its own website (demo-story.ts).
  const siteOf = (client: { name: string; email: string | null }) =>
    businessOf(client.email)?.website ??
    `https://${client.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}.example`;
  const site = siteOf(first);

  for (const [index, audit] of AUDITS.entries()) {
    const runs = audit.scores.map((score, run) => ({ score, at: daysAgo((audit.scores.length - 1 - run) * 10 + index) }));
    const last = runs[runs.length - 1];
    const [row] = await db
      .insert(clientAudits)
      .values({
        workspaceId: sellerId,
        clientId: first.id,
        auditType: audit.auditType,
        websiteUrl: `${site}/${audit.path}`,
        score: last.score,
        lastRunAt: last.at,
        createdAt: runs[0].at,
      })
      .returning({ id: clientAudits.id });
    await db
      .insert(auditRuns)
      .values(
        runs.map((run) => ({ auditId: row.id, score: run.score, source: 'manual' as const, findings: {}, createdAt: run.at })),
      );
  }

  await db.insert(proofReports).values([
    {
      workspaceId: sellerId,
      clientId: first.id,
      title: 'Monthly results',
      summary: 'Search visibility is up: the SEO audit score climbed and the Google profile is complete.',
      reportPeriodStart: isoDay(-30),
      reportPeriodEnd: isoDay(0),
      status: 'viewed',
      publicToken: token(),
      sentAt: daysAgo(2),
      viewedAt: daysAgo(1),
      createdAt: daysAgo(2),
    },
    {
      workspaceId: sellerId,
      clientId: (second ?? first).id,
      title: 'Quarterly review',
      summary: null,
      reportPeriodStart: isoDay(-90),
      reportPeriodEnd: isoDay(0),
      createdAt: daysAgo(0),
    },
  ]);

  for (const [index, spec] of [
    { status: 'draft' as const, items: LINE_ITEMS.slice(0, 2) },
    { status: 'sent' as const, items: LINE_ITEMS },
  ].entries()) {
    const client = index === 0 ? first : (second ?? first);
    const cost = spec.items.reduce((sum, item) => sum + item.setupFee + 12 * item.monthlyPrice, 0);
    const value = spec.items.reduce(
      (sum, item) => sum + (item.setupFee + 12 * item.monthlyPrice) * (1 + item.estimatedRoi / 100),
      0,
    );
    const [proposal] = await db
      .insert(proposals)
      .values({
        workspaceId: sellerId,
        clientId: client.id,
        title: `Growth plan for ${client.name}`,
        status: spec.status,
        website: siteOf(client),
        totalMonthlyCost: spec.items.reduce((sum, item) => sum + item.monthlyPrice, 0),
        totalSetupCost: spec.items.reduce((sum, item) => sum + item.setupFee, 0),
        estimatedRoi: Math.round(((value - cost) / cost) * 100),
        ...(spec.status === 'sent' ? { publicToken: token(), sentAt: daysAgo(3) } : {}),
        createdAt: daysAgo(5 - index),
      })
      .returning({ id: proposals.id });
    await db
      .insert(proposalLineItems)
      .values(spec.items.map((item, position) => ({ proposalId: proposal.id, position, ...item })));
  }

  const [localSeo, launch] = ONBOARDING_TEMPLATES;
  await db.insert(onboardingWorkflows).values([
    {
      workspaceId: sellerId,
      clientId: first.id,
      workflowName: localSeo.name,
      templateId: localSeo.id,
      status: 'in_progress',
      steps: localSeo.steps.map((title, index) => ({
        title,
        completedAt: index < 3 ? daysAgo(12 - index * 3).toISOString() : null,
      })),
      currentStep: 3,
      createdAt: daysAgo(14),
    },
    {
      workspaceId: sellerId,
      clientId: (second ?? first).id,
      workflowName: launch.name,
      templateId: launch.id,
      status: 'completed',
      steps: launch.steps.map((title, index) => ({ title, completedAt: daysAgo(30 - index * 4).toISOString() })),
      currentStep: launch.steps.length,
      completedAt: daysAgo(10),
      createdAt: daysAgo(32),
    },
  ]);
}

/** Hub demo data for the vendor and agency accounts: audits with score history, reports, proposals, onboarding. */
export async function seedHub(ctx: SeedContext): Promise<void> {
  await seedSeller(ctx, ctx.accounts.vendor);
  await seedSeller(ctx, ctx.accounts.agency);
}
