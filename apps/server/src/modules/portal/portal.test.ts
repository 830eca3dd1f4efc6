import fs from 'node:fs';
import path from 'node:path';
import type { ClientContact, ClientContactList } from '@proclub/contracts/client-contacts';
import type { Client, Milestone, Project } from '@proclub/contracts/crm';
import type { NotificationPage } from '@proclub/contracts/notifications';
import type { PortalFile, PortalHome, PortalOverview, PortalProject, PortalReports } from '@proclub/contracts/portal';
import { and, eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index';
import { recordedEvents } from '../../test/domain-events';
import {
  ApiClient,
  describeEachDatabase,
  type ErrorBody,
  mailedLink,
  multipart,
  type SignedUpUser,
  signUp,
  uniqueEmail,
} from '../../test/test-app';
import { agencyTeam, userWithRole } from '../../test/test-users';
import { createClient as createCrmClient } from '../crm/crm.public';
import { createClient, createMilestone, createProject } from '../crm/crm.test-helpers';
import { memberWithRole } from '../membership/membership.test-helpers';

const fieldsOf = (body: ErrorBody) => body.error.details?.fields?.map((issue) => issue.field) ?? [];
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface Invited {
  person: ApiClient;
  email: string;
  contact: ClientContact;
}

describeEachDatabase('client portal: contacts, invitations, the portal and its authorization', (t) => {
  let team: Awaited<ReturnType<typeof agencyTeam>>;
  let otherAgency: SignedUpUser;
  let clientX: Client;
  let clientY: Client;
  let project: Project;
  let done: Milestone;
  let open: Milestone;
  let maria: Invited;

  /** Adds a contact to the client, invites it and sets a password from the mailed link: a signed-in portal user. */
  async function invite(owner: ApiClient, clientId: string, firstName: string): Promise<Invited> {
    const email = uniqueEmail(firstName.toLowerCase());
    const added = await owner.post(`/api/crm/clients/${clientId}/contacts`, {
      firstName,
      lastName: 'Lopez',
      email,
      role: 'Owner',
    });
    expect(added.statusCode).toBe(201);
    const contact = added.json() as ClientContact;
    const invited = await owner.post(`/api/portal-access/clients/${clientId}/contacts/${contact.id}/invitations`, {});
    expect(invited.statusCode).toBe(201);
    const link = await mailedLink(t.app, email, '/portal/invitations/');
    const token = link.pathname.split('/').at(-1) ?? '';
    const person = new ApiClient(t.app);
    const accepted = await person.post(`/api/portal/invitations/${token}/accept`, { password: 'a-good-password' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // The invitation proved the address: no "confirm your email" mail follows it.
    await t.app.auth.background.settled();
    const mails = await t.database.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email));
    expect(mails.map((mail) => mail.subject)).not.toContain('Confirm your email address');
    return { person, email, contact };
  }

  beforeAll(async () => {
    team = await agencyTeam(t.app);
    otherAgency = await userWithRole(t.app, 'agency');
    clientX = await createClient(team.owner.client, { name: 'Rosa Bakery', email: uniqueEmail('rosa') });
    clientY = await createClient(team.owner.client, { name: 'Other Shop', email: uniqueEmail('other') });
    project = await createProject(team.owner.client, clientX.id, { status: 'in_progress', title: 'New website' });
    done = await createMilestone(team.owner.client, project.id, { title: 'Design', status: 'completed' });
    open = await createMilestone(team.owner.client, project.id, { title: 'Launch', dueDate: '2030-01-10' });
    expect(
      (await team.owner.client.put(`/api/crm/clients/${clientX.id}/assignee`, { payload: { userId: team.member.id } }))
        .statusCode,
    ).toBe(200);
    maria = await invite(team.owner.client, clientX.id, 'Maria');
  });

  describe('contacts', () => {
    it('keeps exactly one primary contact, and names the field of bad input', async () => {
      const c = await createClient(team.owner.client, { name: 'Contact Test', email: uniqueEmail('ct') });
      const list = async () =>
        ((await team.owner.client.get(`/api/crm/clients/${c.id}/contacts`)).json() as ClientContactList).items;
      const a = (await team.owner.client.post(`/api/crm/clients/${c.id}/contacts`, { firstName: 'Ana' })).json() as ClientContact;
      expect(a.isPrimary).toBe(true);
      const b = (
        await team.owner.client.post(`/api/crm/clients/${c.id}/contacts`, { firstName: 'Ben', isPrimary: true })
      ).json() as ClientContact;
      expect(b.isPrimary).toBe(true);
      expect((await list()).filter((x) => x.isPrimary).map((x) => x.firstName)).toEqual(['Ben']);
      expect((await team.owner.client.delete(`/api/crm/clients/${c.id}/contacts/${b.id}`)).statusCode).toBe(204);
      expect((await list()).map((x) => [x.firstName, x.isPrimary])).toEqual([['Ana', true]]);
      const patched = await team.owner.client.patch(`/api/crm/clients/${c.id}/contacts/${a.id}`, { role: 'CEO' });
      expect((patched.json() as ClientContact).role).toBe('CEO');
      const bad = await team.owner.client.post(`/api/crm/clients/${c.id}/contacts`, { firstName: '', email: 'nope' });
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad.json() as ErrorBody)).toEqual(expect.arrayContaining(['firstName', 'email']));
      expect((await list()).length).toBe(1);
    });

    it('another workspace’s client or contact is a 404', async () => {
      const [contact] = ((await team.owner.client.get(`/api/crm/clients/${clientX.id}/contacts`)).json() as ClientContactList)
        .items;
      expect((await otherAgency.client.get(`/api/crm/clients/${clientX.id}/contacts`)).statusCode).toBe(404);
      expect(
        (await otherAgency.client.patch(`/api/crm/clients/${clientX.id}/contacts/${contact.id}`, { firstName: 'X' })).statusCode,
      ).toBe(404);
    });

    it('a client made for an order’s buyer or a proposal’s prospect gets its primary contact from what is known', async () => {
      // createClient (crm.public) is how orders (a person: nameIsPerson) and proposals (a business) add a client.
      const db = t.app.database.db;
      const buyer = await createCrmClient(db, team.workspaceId, {
        name: 'Maria del Mar',
        email: 'mdm@buyer.test',
        nameIsPerson: true,
      });
      const prospect = await createCrmClient(db, team.workspaceId, { name: 'Harbor Dental', email: 'hello@harbor.test' });
      const contactsOf = async (id: string) =>
        ((await team.owner.client.get(`/api/crm/clients/${id}/contacts`)).json() as ClientContactList).items.map((item) => [
          item.firstName,
          item.lastName,
          item.email,
          item.isPrimary,
        ]);
      expect(await contactsOf(buyer)).toEqual([['Maria', 'del Mar', 'mdm@buyer.test', true]]);
      expect(await contactsOf(prospect)).toEqual([['', '', 'hello@harbor.test', true]]);
    });
  });

  describe('migration 0043', () => {
    it('backfills a primary contact for clients with an email: a person’s name split when a company is named', async () => {
      const person = await createClient(team.owner.client, {
        name: 'Lena Park',
        company: 'Park Studio',
        email: uniqueEmail('lena'),
      });
      const business = await createClient(team.owner.client, { name: 'Acme Plumbing', company: '', email: uniqueEmail('acme') });
      const file = fs.readFileSync(path.join(import.meta.dirname, '../../db/migrations/0043_portal.sql'), 'utf8');
      const backfill = file.slice(file.indexOf('INSERT INTO "client_contacts"'));
      await t.app.database.db.execute(sql.raw(backfill));
      await t.app.database.db.execute(sql.raw(backfill)); // a second run adds nothing
      const contactsOf = async (id: string) =>
        ((await team.owner.client.get(`/api/crm/clients/${id}/contacts`)).json() as ClientContactList).items.map((item) => [
          item.firstName,
          item.lastName,
          item.isPrimary,
        ]);
      expect(await contactsOf(person.id)).toEqual([['Lena', 'Park', true]]);
      expect(await contactsOf(business.id)).toEqual([['', '', true]]);
    });
  });

  describe('invitations', () => {
    it('refuses an invite without an email, naming email, and sends nothing', async () => {
      const added = (
        await team.owner.client.post(`/api/crm/clients/${clientX.id}/contacts`, { firstName: 'NoMail' })
      ).json() as ClientContact;
      const response = await team.owner.client.post(
        `/api/portal-access/clients/${clientX.id}/contacts/${added.id}/invitations`,
        {},
      );
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response.json() as ErrorBody)).toEqual(['email']);
      const access = (await team.owner.client.get(`/api/portal-access/clients/${clientX.id}`)).json() as {
        invitations: unknown[];
      };
      expect(access.invitations).toHaveLength(0);
    });

    it('a link works once; a resent link replaces the old one; a revoked one is gone', async () => {
      const email = uniqueEmail('once');
      const contact = (
        await team.owner.client.post(`/api/crm/clients/${clientY.id}/contacts`, { firstName: 'Once', email })
      ).json() as ClientContact;
      const first = await team.owner.client.post(
        `/api/portal-access/clients/${clientY.id}/contacts/${contact.id}/invitations`,
        {},
      );
      const oldLink = await mailedLink(t.app, email, '/portal/invitations/');
      const resent = await team.admin.client.post(`/api/portal-access/invitations/${(first.json() as { id: string }).id}/resend`);
      expect(resent.statusCode).toBe(200);
      const oldToken = oldLink.pathname.split('/').at(-1);
      expect((await new ApiClient(t.app).get(`/api/portal/invitations/${oldToken}`)).statusCode).toBe(404);
      const newLink = await mailedLink(t.app, email, '/portal/invitations/');
      const token = newLink.pathname.split('/').at(-1);
      const preview = await new ApiClient(t.app).get(`/api/portal/invitations/${token}`);
      expect(preview.json()).toMatchObject({ firstName: 'Once', clientName: 'Other Shop', hasAccount: false });
      const person = new ApiClient(t.app);
      expect((await person.post(`/api/portal/invitations/${token}/accept`, {})).statusCode).toBe(400);
      // The same password rule as sign-up: a common password is refused, naming the field, and no account is made.
      const common = await person.post(`/api/portal/invitations/${token}/accept`, { password: '12345678' });
      expect(common.statusCode).toBe(400);
      expect(common.json()).toMatchObject({ error: { code: 'weak_password', details: { fields: [{ field: 'password' }] } } });
      expect((await new ApiClient(t.app).get(`/api/portal/invitations/${token}`)).json()).toMatchObject({ hasAccount: false });
      expect((await person.post(`/api/portal/invitations/${token}/accept`, { password: 'a-good-password' })).statusCode).toBe(
        200,
      );
      expect(
        (await new ApiClient(t.app).post(`/api/portal/invitations/${token}/accept`, { password: 'x-good-password' })).statusCode,
      ).toBe(410);

      const other = (
        await team.owner.client.post(`/api/crm/clients/${clientY.id}/contacts`, { firstName: 'Gone', email: uniqueEmail('gone') })
      ).json() as ClientContact;
      const sent = await team.owner.client.post(`/api/portal-access/clients/${clientY.id}/contacts/${other.id}/invitations`, {});
      const id = (sent.json() as { id: string }).id;
      expect((await otherAgency.client.delete(`/api/portal-access/invitations/${id}`)).statusCode).toBe(404);
      expect((await team.member.client.delete(`/api/portal-access/invitations/${id}`)).statusCode).toBe(204);
      expect((await team.member.client.delete(`/api/portal-access/invitations/${id}`)).statusCode).toBe(404);
    });

    it('an address that has an account signs in to accept; another account is refused', async () => {
      const existing = await signUp(t.app, { name: 'Has Account' });
      const contact = (
        await team.owner.client.post(`/api/crm/clients/${clientY.id}/contacts`, { firstName: 'Has', email: existing.email })
      ).json() as ClientContact;
      await team.owner.client.post(`/api/portal-access/clients/${clientY.id}/contacts/${contact.id}/invitations`, {});
      const token = (await mailedLink(t.app, existing.email, '/portal/invitations/')).pathname.split('/').at(-1);
      expect(
        (await new ApiClient(t.app).post(`/api/portal/invitations/${token}/accept`, { password: 'a-good-password' })).statusCode,
      ).toBe(401);
      expect((await otherAgency.client.post(`/api/portal/invitations/${token}/accept`, {})).statusCode).toBe(409);
      expect((await existing.client.post(`/api/portal/invitations/${token}/accept`, {})).json()).toEqual({
        clientId: clientY.id,
      });
      const homes = (await existing.client.get('/api/portal/homes')).json() as { items: PortalHome[] };
      expect(homes.items.map((home) => home.clientName)).toEqual(['Other Shop']);
    });
  });

  describe('the portal', () => {
    it('shows the overview, the projects and the agency’s access list with when the person last came', async () => {
      const overview = (await maria.person.get(`/api/portal/${clientX.id}/overview`)).json() as PortalOverview;
      expect(overview).toMatchObject({ clientName: 'Rosa Bakery', awaitingReview: 1 });
      expect(overview.upcomingMilestones.map((m) => m.title)).toEqual(['Launch']);
      const projects = (await maria.person.get(`/api/portal/${clientX.id}/projects`)).json() as { items: PortalProject[] };
      expect(projects.items.map((p) => p.title)).toEqual(['New website']);
      const access = (await team.owner.client.get(`/api/portal-access/clients/${clientX.id}`)).json() as {
        access: { email: string; lastSeenAt: string | null }[];
      };
      expect(access.access.find((row) => row.email === maria.email)?.lastSeenAt).not.toBeNull();
    });

    it('approves a completed milestone, telling the assigned member; an open one cannot be', async () => {
      expect(
        (await maria.person.post(`/api/portal/${clientX.id}/milestones/${open.id}/review`, { decision: 'approved' })).statusCode,
      ).toBe(409);
      const bad = await maria.person.post(`/api/portal/${clientX.id}/milestones/${done.id}/review`, {
        decision: 'changes_requested',
      });
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad.json() as ErrorBody)).toContain('note');
      const approved = await maria.person.post(`/api/portal/${clientX.id}/milestones/${done.id}/review`, {
        decision: 'approved',
      });
      expect(approved.json()).toMatchObject({ clientReview: 'approved', status: 'completed' });
      // Automations hear of the approval once (issue 35).
      expect(await recordedEvents(t.database.db, 'milestone.approved', { subjectId: done.id })).toHaveLength(1);
      const bell = (await team.member.client.get('/api/notifications')).json() as NotificationPage;
      expect(bell.items.find((item) => item.kind === 'portal_milestone_approved')?.title).toMatch(/approved “Design”/);
      // The agency's milestone list shows the client's review.
      const list = (await team.owner.client.get(`/api/crm/projects/${project.id}/milestones`)).json() as Milestone[];
      expect(list.find((m) => m.id === done.id)?.clientReview).toBe('approved');
    });

    it('asking for changes reopens the milestone with the note', async () => {
      const m = await createMilestone(team.owner.client, project.id, { title: 'Copy', status: 'completed' });
      const sent = await maria.person.post(`/api/portal/${clientX.id}/milestones/${m.id}/review`, {
        decision: 'changes_requested',
        note: 'Use our new logo',
      });
      expect(sent.json()).toMatchObject({
        status: 'in_progress',
        clientReview: 'changes_requested',
        clientReviewNote: 'Use our new logo',
      });
    });

    it('shares files both ways under the delivery rules, and posts to the thread as the person', async () => {
      const form = multipart([{ name: 'files', filename: 'brief.png', contentType: 'image/png', content: PNG }]);
      const up = await maria.person.post(`/api/portal/${clientX.id}/projects/${project.id}/files`, form.payload, {
        headers: form.headers,
      });
      expect(up.statusCode, up.body).toBe(201);
      const html = multipart([{ name: 'files', filename: 'evil.pdf', content: '<html><script>x</script></html>' }]);
      const refused = await maria.person.post(`/api/portal/${clientX.id}/projects/${project.id}/files`, html.payload, {
        headers: html.headers,
      });
      expect(refused.statusCode).toBe(415);
      const agencyForm = multipart([{ name: 'files', filename: 'notes.txt', content: 'Plan for May' }]);
      expect(
        (
          await team.member.client.post(
            `/api/portal-access/clients/${clientX.id}/projects/${project.id}/files`,
            agencyForm.payload,
            {
              headers: agencyForm.headers,
            },
          )
        ).statusCode,
      ).toBe(201);
      // A client id that is not a uuid names nothing: 404, never the database's refusal (a 500, found by hostile input).
      const stray = await team.member.client.post(
        `/api/portal-access/clients/not-a-uuid/projects/${project.id}/files`,
        agencyForm.payload,
        { headers: agencyForm.headers },
      );
      expect(stray.statusCode).toBe(404);
      const strayDownload = await team.member.client.get(`/api/portal-access/clients/not-a-uuid/files/${project.id}`);
      expect(strayDownload.statusCode).toBe(404);
      const files = (
        (await maria.person.get(`/api/portal/${clientX.id}/projects/${project.id}/files`)).json() as { items: PortalFile[] }
      ).items;
      expect(files.map((file) => [file.name, file.side])).toEqual([
        ['notes.txt', 'agency'],
        ['brief.png', 'client'],
      ]);
      const download = await maria.person.get(files[1].url);
      expect(download.rawPayload.equals(PNG)).toBe(true);
      expect((await otherAgency.client.get(files[1].url)).statusCode).toBe(404);

      const posted = await maria.person.post(`/api/portal/${clientX.id}/projects/${project.id}/messages`, {
        message: 'Looks great',
      });
      expect(posted.statusCode).toBe(201);
      const thread = (await team.owner.client.get(`/api/project-threads/${project.id}/messages`)).json() as {
        items: { message: string; sender: { fullName: string | null } }[];
      };
      expect(thread.items.at(-1)).toMatchObject({ message: 'Looks great' });
      // The portal person shares the client's thread through crm's own thread routes (and so its live channel) too.
      expect((await maria.person.get(`/api/project-threads/${project.id}/messages`)).statusCode).toBe(200);
    });
  });

  describe('greetings and what was sent', () => {
    it('a report’s mail greets the primary contact, and the report is in the portal with its PDF', async () => {
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const report = await team.owner.client.post('/api/hub/reports', {
        clientId: clientX.id,
        title: 'March results',
        periodStart: day(-14),
        periodEnd: day(1),
      });
      expect(report.statusCode, report.body).toBe(201);
      const sent = await team.owner.client.post(`/api/hub/reports/${(report.json() as { id: string }).id}/send`);
      expect(sent.statusCode, sent.body).toBe(200);
      const [mail] = await t.app.database.db
        .select({ text: emailOutbox.text })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, clientX.email), like(emailOutbox.subject, '%March results%')));
      expect(mail.text).toContain('Hi Maria,');
      const reports = (await maria.person.get(`/api/portal/${clientX.id}/reports`)).json() as PortalReports;
      expect(reports.reports.map((r) => r.title)).toEqual(['March results']);
      const pdf = await maria.person.get(reports.reports[0].pdfUrl);
      expect(pdf.headers['content-type']).toContain('application/pdf');
    });
  });

  describe('authorization matrix', () => {
    it('with White Label the portal and its invitation carry the agency’s brand and no ProClub mark', async () => {
      const owner = await memberWithRole(t.app, 'agency', ['white_label']);
      const saved = await owner.client.put('/api/branding', {
        payload: { agencyName: 'Harbor & Co', color: '#0F766E', supportEmail: 'help@harbor.test' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const client = await createClient(owner.client, { name: 'Lena Books', email: uniqueEmail('lena') });
      const lena = await invite(owner.client, client.id, 'Lena');
      const [mail] = await t.database.db
        .select({ html: emailOutbox.html, text: emailOutbox.text, from: emailOutbox.fromAddress })
        .from(emailOutbox)
        .where(
          and(eq(emailOutbox.toAddress, lena.email), eq(emailOutbox.subject, 'Harbor & Co invited you to your client portal')),
        );
      expect(mail?.from).toContain('Harbor & Co');
      expect(mail?.html).toContain('#0F766E');
      expect(`${mail?.html}${mail?.text}`).not.toMatch(/ProClub/i);
      const homes = (await lena.person.get('/api/portal/homes')).json() as { items: PortalHome[] };
      expect(homes.items.map((home) => [home.agencyName, home.brand])).toEqual([
        ['Harbor & Co', expect.objectContaining({ whiteLabel: true, color: '#0F766E', supportEmail: 'help@harbor.test' })],
      ]);
    });

    it('a portal user of client X cannot open client Y, another agency’s client, or agency routes', async () => {
      for (const path of ['overview', 'projects', 'proposals', 'reports', 'invoices'])
        expect((await maria.person.get(`/api/portal/${clientY.id}/${path}`)).statusCode).toBe(404);
      const elsewhere = await createClient(otherAgency.client, { name: 'Elsewhere', email: maria.email });
      expect((await maria.person.get(`/api/portal/${elsewhere.id}/overview`)).statusCode).toBe(404);
      expect((await maria.person.get(`/api/portal/${clientX.id}/projects/${project.id}/messages`)).statusCode).toBe(200);
      // The person is not a member: the agency's routes refuse them.
      maria.person.workspaceId = team.workspaceId;
      expect((await maria.person.get(`/api/crm/clients/${clientX.id}/contacts`)).statusCode).toBe(404);
      expect((await maria.person.get(`/api/portal-access/clients/${clientX.id}`)).statusCode).toBe(404);
      maria.person.workspaceId = undefined;
    });

    it('agency members cannot act as the client', async () => {
      for (const member of [team.owner, team.admin, team.member]) {
        expect((await member.client.get(`/api/portal/${clientX.id}/overview`)).statusCode).toBe(404);
        expect(
          (await member.client.post(`/api/portal/${clientX.id}/milestones/${done.id}/review`, { decision: 'approved' }))
            .statusCode,
        ).toBe(404);
      }
      expect((await otherAgency.client.get(`/api/portal-access/clients/${clientX.id}`)).statusCode).toBe(404);
      expect((await new ApiClient(t.app).get(`/api/portal/${clientX.id}/overview`)).statusCode).toBe(401);
    });

    it('a person who is a client of two agencies gets both in the switcher, each with only its own records', async () => {
      const theirs = await createClient(otherAgency.client, { name: 'Maria at B', email: uniqueEmail('b') });
      const contact = (
        await otherAgency.client.post(`/api/crm/clients/${theirs.id}/contacts`, { firstName: 'Maria', email: maria.email })
      ).json() as ClientContact;
      await otherAgency.client.post(`/api/portal-access/clients/${theirs.id}/contacts/${contact.id}/invitations`, {});
      const token = (await mailedLink(t.app, maria.email, '/portal/invitations/')).pathname.split('/').at(-1);
      expect((await maria.person.post(`/api/portal/invitations/${token}/accept`, {})).json()).toEqual({ clientId: theirs.id });
      const homes = (await maria.person.get('/api/portal/homes')).json() as { items: PortalHome[] };
      expect(homes.items.map((home) => home.clientName)).toEqual(['Rosa Bakery', 'Maria at B']);
      const projects = (await maria.person.get(`/api/portal/${theirs.id}/projects`)).json() as { items: PortalProject[] };
      expect(projects.items).toEqual([]);
    });

    it('withdrawn access ends the portal at once', async () => {
      const zoe = await invite(team.owner.client, clientX.id, 'Zoe');
      expect((await zoe.person.get(`/api/portal/${clientX.id}/overview`)).statusCode).toBe(200);
      expect((await zoe.person.get(`/api/project-threads/${project.id}/messages`)).statusCode).toBe(200);
      const list = (await team.owner.client.get(`/api/portal-access/clients/${clientX.id}`)).json() as {
        access: { id: string; email: string }[];
      };
      const row = list.access.find((entry) => entry.email === zoe.email);
      expect((await otherAgency.client.delete(`/api/portal-access/${row?.id}`)).statusCode).toBe(404);
      expect((await team.member.client.delete(`/api/portal-access/${row?.id}`)).statusCode).toBe(204);
      expect((await zoe.person.get(`/api/portal/${clientX.id}/overview`)).statusCode).toBe(404);
      expect((await zoe.person.get(`/api/project-threads/${project.id}/messages`)).statusCode).toBe(404);
      expect(((await zoe.person.get('/api/portal/homes')).json() as { items: unknown[] }).items).toEqual([]);
    });
  });
});
