// Allowed file by file (a public file), yet crm → hub while hub → crm: a loop between the two modules.
import { hubName } from '../hub/hub.public';

export const cardTitle = (name: string) => `${name} · ${hubName()}`;
