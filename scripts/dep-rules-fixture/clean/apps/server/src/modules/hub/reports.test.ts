import { someClientId } from '../crm/crm.test-helpers';
import { reportFor } from './reports.service';

export const check = () => reportFor(someClientId());
