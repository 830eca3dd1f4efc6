import type { Service } from '@proclub/contracts/services';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

export function SellerCard({ seller }: { seller: Service['seller'] }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">About the Seller</h2>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-center gap-3">
          <Avatar name={seller.fullName || 'User'} imageUrl={seller.avatarUrl} className="h-12 w-12 text-base" />
          <div className="min-w-0">
            <p className="truncate font-semibold">{seller.fullName || 'User'}</p>
            <p className="truncate text-sm text-muted-foreground">{seller.companyName || 'Professional Seller'}</p>
          </div>
        </div>
        <Link to={`/sellers/${seller.id}`} className={`${buttonClasses('outline')} w-full`}>
          View Profile
        </Link>
      </CardContent>
    </Card>
  );
}
