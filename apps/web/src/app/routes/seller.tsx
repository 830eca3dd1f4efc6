import { useParams } from 'react-router';
import { SellerPage } from '@/features/services/components/seller-page';

export function Component() {
  const { id = '' } = useParams();
  return <SellerPage key={id} sellerId={id} />;
}
