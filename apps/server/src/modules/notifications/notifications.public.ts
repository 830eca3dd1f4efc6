// What other modules may use from notifications: the Notifier (app.notifications) they call from their own
// events — inside their transaction with { tx } (then run the returned function after the commit) or on its own.

export { notificationsPersonalData } from './notifications.personal-data.repository';
export { notificationsPlugin } from './notifications.plugin';
export type { AfterCommit, Notifier, NotifyInput } from './notifications.service';
