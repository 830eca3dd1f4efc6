import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../plugins/mailer/mailer.plugin';
import type { PublicBrands } from '../profiles/profiles.public';
import type { InvoicesRepository } from './invoices.repository';
import type { InvoicesService } from './invoices.service';

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * The daily reminder run (job `invoices.reminders`): an open or overdue invoice is reminded `reminderDaysBefore`
 * days before its due date and `reminderDaysAfter` days after it, per the workspace's settings; at most once a day
 * (last_reminder_at is set in the transaction that writes the mail, so a rerun the same day mails nobody twice).
 */
export async function sendDueReminders(
  deps: {
    repository: InvoicesRepository;
    invoices: InvoicesService;
    brands: PublicBrands;
    mailer: Mailer;
    log: FastifyBaseLogger;
  },
  today: string,
  /** Only this workspace's invoices (the test clock moves one workspace's days). */
  workspaceId?: string,
): Promise<{ reminded: number }> {
  const { repository, invoices, brands, mailer } = deps;
  let reminded = 0;
  for (const candidate of await repository.remindable(today)) {
    if (workspaceId && candidate.workspaceId !== workspaceId) continue;
    const settings = await invoices.settings(candidate.workspaceId);
    if (!settings.remindersEnabled) continue;
    const untilDue = daysBetween(today, candidate.dueDate);
    const due = untilDue === settings.reminderDaysBefore || (untilDue < 0 && -untilDue === settings.reminderDaysAfter);
    if (!due) continue;
    const brand = await brands.of(candidate.workspaceId);
    const mailId = await repository.transaction(async (tx) => {
      const row = await tx.lock(candidate.id);
      if (!row || (row.status !== 'open' && row.status !== 'overdue')) return null;
      if (row.lastReminderAt && row.lastReminderAt.toISOString().slice(0, 10) >= today) return null;
      const mail = await invoices.invoiceMail(row, settings.businessName, brand, 'reminder');
      const id = await mailer.write(mail, tx.handle);
      await tx.setReminded(row.id);
      return id;
    });
    if (mailId) {
      await mailer.dispatch([mailId]);
      reminded += 1;
    }
  }
  return { reminded };
}
