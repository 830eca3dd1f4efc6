import type { ClientStatus, MilestoneStatus, ProjectStatus } from '@proclub/contracts/crm';
import { clients, milestones, projectMessages, projects } from '../db/schema/index';
import { seedDemoCampaigns } from '../modules/campaigns/campaigns.public';
import type { SeedContext } from './seed-context';

interface DemoProject {
  title: string;
  description: string | null;
  status: ProjectStatus;
  budget: number | null;
  deadline: string | null;
  milestones?: { title: string; status: MilestoneStatus; dueDate: string | null; description?: string }[];
  /** Thread messages, oldest first: 'seller' or 'client' speaks; `unread` leaves it unread. */
  thread?: { from: 'seller' | 'client'; text: string; unread?: boolean }[];
}

interface DemoClient {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  notes: string | null;
  status: ClientStatus;
  projects?: DemoProject[];
}

const DAY = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

const VENDOR_CLIENTS: DemoClient[] = [
  {
    name: 'Clara Client',
    // The demo client account: its dashboard's My Projects card shows this project's thread.
    email: 'client@demo.proclub.test',
    phone: '+1 512 555 0142',
    company: 'Clara’s Bakery',
    notes: 'Wants online pre-orders before the holiday season.',
    status: 'active',
    // The finished project first, so the in-progress one (with the shared thread) is the newest.
    projects: [
      {
        title: 'Google Business Profile refresh',
        description: 'New photos, opening hours and a posting schedule.',
        status: 'completed',
        budget: 350,
        deadline: isoDay(-20),
        milestones: [{ title: 'Profile updated', status: 'completed', dueDate: isoDay(-21) }],
      },
      {
        title: 'Bakery website with online pre-orders',
        description: 'Five-page WordPress site with a pre-order form and Google Business Profile links.',
        status: 'in_progress',
        budget: 2400,
        deadline: isoDay(30),
        milestones: [
          {
            title: 'Discovery call and sitemap',
            status: 'completed',
            dueDate: isoDay(-14),
            description: 'Pages and features agreed.',
          },
          { title: 'Design mock-ups', status: 'in_progress', dueDate: isoDay(3) },
          { title: 'Pre-order form and launch', status: 'pending', dueDate: isoDay(28) },
        ],
        thread: [
          { from: 'seller', text: 'Hi Clara! The sitemap is approved — I have started on the design mock-ups.' },
          { from: 'client', text: 'Wonderful, thank you! Could the menu page show photos of the cakes?' },
          { from: 'seller', text: 'Absolutely. Send over any photos you like and I will add them to the gallery.' },
          { from: 'client', text: 'Uploading them tonight. Also, can customers pick a pickup time?', unread: true },
        ],
      },
    ],
  },
  {
    name: 'Marco Rossi',
    email: 'marco@rossi-plumbing.test',
    phone: '+1 303 555 0199',
    company: 'Rossi Plumbing',
    notes: 'Referred by Clara.',
    status: 'active',
    projects: [
      {
        title: 'Local SEO starter package',
        description: 'Citations, service-area pages and review requests.',
        status: 'quoted',
        budget: 899.5,
        deadline: isoDay(45),
        thread: [
          { from: 'seller', text: 'Marco, the quote for the SEO starter package is attached — happy to walk you through it.' },
        ],
      },
      {
        title: 'Emergency call landing page',
        description: 'One page for "emergency plumber Denver" paid search traffic.',
        status: 'inquiry',
        budget: null,
        deadline: null,
      },
    ],
  },
  {
    name: 'Priya Natarajan',
    email: 'priya@brightsmiles.test',
    phone: null,
    company: 'Bright Smiles Dental',
    notes: 'Paused until the new clinic opens.',
    status: 'inactive',
    projects: [
      {
        title: 'Patient booking widget',
        description: 'Integrate online booking with the practice software.',
        status: 'cancelled',
        budget: 1200,
        deadline: null,
      },
    ],
  },
  {
    name: 'Old Town Books',
    email: 'hello@oldtownbooks.test',
    phone: '+1 720 555 0123',
    company: 'Old Town Books',
    notes: 'Project finished in 2024.',
    status: 'archived',
  },
];

const AGENCY_CLIENTS: DemoClient[] = [
  {
    name: 'Dana Whitfield',
    email: 'dana@whitfieldlaw.test',
    phone: '+1 512 555 0177',
    company: 'Whitfield Law',
    notes: 'Monthly reporting on the first Monday.',
    status: 'active',
    projects: [
      {
        title: 'Map Boost directory pages',
        description: 'Directory pages for the three office locations.',
        status: 'in_progress',
        budget: 1800,
        deadline: isoDay(21),
        milestones: [
          { title: 'Location data collected', status: 'completed', dueDate: isoDay(-7) },
          { title: 'Pages published', status: 'pending', dueDate: isoDay(20) },
        ],
        thread: [
          { from: 'seller', text: 'Dana, the downtown and Round Rock location pages are live. The third goes out Friday.' },
          {
            from: 'seller',
            text: 'The Round Rock page brought its first three calls this week: the call log is in the monthly report.',
          },
        ],
      },
      {
        title: 'Quarterly PPC audit',
        description: 'Audit of the firm’s search campaigns for estate planning and injury keywords.',
        status: 'quoted',
        budget: 650,
        deadline: isoDay(10),
        thread: [
          {
            from: 'seller',
            text: 'Dana, the quote for the quarterly PPC audit is in: $650, results within ten days of approval.',
          },
        ],
      },
      { title: 'Brand refresh', description: null, status: 'inquiry', budget: null, deadline: null },
    ],
  },
  {
    name: 'Sunrise Yoga',
    email: 'team@sunriseyoga.test',
    phone: null,
    company: 'Sunrise Yoga Studio',
    notes: null,
    status: 'active',
    projects: [
      {
        title: 'Class schedule website',
        description: 'Yoga class schedule and sign-ups for the East Austin studio.',
        status: 'completed',
        budget: 3100,
        deadline: isoDay(-40),
      },
      { title: 'Instagram ads', description: 'Paused by the client.', status: 'cancelled', budget: 400, deadline: null },
    ],
  },
  { name: 'Harbor Café', email: 'owner@harborcafe.test', phone: null, company: 'Harbor Café', notes: null, status: 'inactive' },
  { name: 'Westside Garage', email: 'shop@westsidegarage.test', phone: null, company: null, notes: null, status: 'archived' },
];

async function seedSeller(ctx: SeedContext, sellerId: string, demoClients: DemoClient[]) {
  const { db, accounts } = ctx;
  // Spread creation times so newest-first lists have a stable, realistic order.
  let clock = Date.now() - demoClients.length * 5 * DAY;
  const tick = (step = 3_600_000) => {
    clock += step;
    return new Date(clock);
  };
  for (const demo of demoClients) {
    const [client] = await db
      .insert(clients)
      .values({
        workspaceId: sellerId,
        name: demo.name,
        email: demo.email,
        phone: demo.phone,
        company: demo.company,
        notes: demo.notes,
        status: demo.status,
        createdAt: tick(DAY),
      })
      .returning({ id: clients.id });
    for (const project of demo.projects ?? []) {
      const [row] = await db
        .insert(projects)
        .values({
          workspaceId: sellerId,
          clientId: client.id,
          title: project.title,
          description: project.description ?? null,
          status: project.status,
          budget: project.budget,
          deadline: project.deadline,
          createdAt: tick(),
        })
        .returning({ id: projects.id });
      if (project.milestones?.length) {
        await db.insert(milestones).values(
          project.milestones.map((milestone) => ({
            projectId: row.id,
            title: milestone.title,
            description: milestone.description ?? null,
            status: milestone.status,
            dueDate: milestone.dueDate,
            completedAt: milestone.status === 'completed' ? new Date(Date.now() - 10 * DAY) : null,
          })),
        );
      }
      if (project.thread?.length) {
        let sentAt = Date.now() - project.thread.length * 3_600_000;
        // Only a client with an account speaks in a thread; nobody's words are put in the seller's mouth.
        const isAccount = demo.email === 'client@demo.proclub.test';
        const said = project.thread.filter((message) => message.from === 'seller' || isAccount);
        await db.insert(projectMessages).values(
          said.map((message) => {
            sentAt += 3_600_000 - 60_000;
            return {
              projectId: row.id,
              senderId: message.from === 'client' ? accounts.client : sellerId,
              message: message.text,
              isRead: !message.unread,
              createdAt: new Date(sentAt),
            };
          }),
        );
      }
    }
  }
  await seedDemoCampaigns(db, sellerId);
}

/**
 * The CRM of the demo sellers: clients in every status, projects in every status with milestones, threads
 * with messages, and campaigns. The demo client account is a client (by email) of the vendor.
 */
export async function seedCrm(ctx: SeedContext): Promise<void> {
  await seedSeller(ctx, ctx.accounts.vendor, VENDOR_CLIENTS);
  await seedSeller(ctx, ctx.accounts.agency, AGENCY_CLIENTS);
}
