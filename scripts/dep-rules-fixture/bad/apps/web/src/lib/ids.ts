export { isUuid } from '../../../server/src/lib/ids';
