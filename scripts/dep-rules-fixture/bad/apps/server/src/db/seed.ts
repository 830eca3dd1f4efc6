import { reportFor } from '../modules/hub/reports.service';

export const seed = () => reportFor('demo');
