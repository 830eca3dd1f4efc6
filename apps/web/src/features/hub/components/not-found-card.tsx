import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** A record that does not exist (or is another seller's): the same answer either way. */
export function NotFoundCard({ what, back, backLabel }: { what: string; back: string; backLabel: string }) {
  return (
    <Card className="space-y-3 p-8 text-center">
      <h2 className="text-lg font-semibold">{what} Not Found</h2>
      <p className="text-sm text-muted-foreground">It may have been deleted, or the link is wrong.</p>
      <Link to={back} className={buttonClasses('outline', 'sm')}>
        {backLabel}
      </Link>
    </Card>
  );
}
