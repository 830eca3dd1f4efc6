import type { ServiceExtra } from '@proclub/contracts/services';
import { countOf } from '@/lib/format';

/** A service extra's name and, when it adds delivery time, how much: "Express delivery (+2 days)". */
export function ExtraLabel({ extra }: { extra: Pick<ServiceExtra, 'title' | 'days'> }) {
  return (
    <>
      {extra.title}
      {extra.days ? <span className="text-muted-foreground"> (+{countOf(extra.days, 'day')})</span> : null}
    </>
  );
}
