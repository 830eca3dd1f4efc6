export { reportFor } from './reports.service';
