// A test may use the module that depends on crm (hub → crm): test code ties no modules together.
import { reportFor } from '../hub/hub.public';
import { someClientId } from './crm.test-helpers';

export const check = () => reportFor(someClientId());
