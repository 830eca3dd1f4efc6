export { formatUsd } from '@/lib/not-there';
export { isUuid } from '../../../server/src/lib/ids';
