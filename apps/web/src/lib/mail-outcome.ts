/**
 * What to tell a person after the app mailed someone: 'Report sent to …', or, with no SMTP server configured,
 * that the mail waits in the development mailbox — the app never claims a captured mail was sent.
 */
export function mailOutcome(what: string, to: string, captured: boolean | undefined, verb = 'sent'): string {
  return captured
    ? `${what} captured in the development mailbox for ${to} (no SMTP server is configured)`
    : `${what} ${verb} to ${to}`;
}
