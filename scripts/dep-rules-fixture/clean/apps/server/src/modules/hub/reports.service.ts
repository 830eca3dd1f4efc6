import { isUuid } from '../../lib/ids';
import { requireClient } from '../crm/crm.public';

export const reportFor = (clientId: string) => isUuid(clientId) && requireClient(clientId);
