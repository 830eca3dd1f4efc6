import { requireClient } from '../crm/crm.public';
import { someClientId } from '../crm/crm.test-helpers';

export const demoRoute = () => requireClient(someClientId());
