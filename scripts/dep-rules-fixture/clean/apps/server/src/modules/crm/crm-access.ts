import { isUuid } from '../../lib/ids';
import { byId } from './clients.repository';

export const requireClient = (id: string) => (isUuid(id) ? byId(id) : null);
