import { CircleCheck, LayoutDashboard, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon-tile';
import { formatLongDay } from '@/lib/format';

/** A member: the renewal date (or 'your next billing date'), Go to Dashboard and Manage Membership. */
export function MemberWelcome({ subscriptionEnd, endsThen }: { subscriptionEnd: string | null; endsThen: boolean }) {
  const date = subscriptionEnd ? formatLongDay(subscriptionEnd) : 'your next billing date';
  return (
    <Card className="mx-auto max-w-xl text-center">
      <CardContent className="flex flex-col items-center gap-4 p-8">
        <IconTile icon={CircleCheck} className="h-14 w-14 rounded-full bg-success/15 text-success" iconClassName="h-8 w-8" />
        <h1 className="text-3xl font-bold tracking-tight">You're a Club Member!</h1>
        <p className="text-muted-foreground" data-testid="renewal-date">
          {endsThen ? `Your membership ends on ${date}.` : `Your membership renews on ${date}.`}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/dashboard" className={buttonClasses('default', 'lg')}>
            <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
            Go to Dashboard
          </Link>
          <Link to="/membership/manage" className={buttonClasses('outline', 'lg')}>
            <Settings className="h-4 w-4" aria-hidden="true" />
            Manage Membership
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
