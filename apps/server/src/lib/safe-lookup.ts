import dns, { type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockedAddressError } from './analyzer-error';
import { classifyAddress, type TargetPolicy } from './ip-policy';

type AllCallback = (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void;
/** dns.lookup's shape, narrowed to the call we make: all addresses. Tests inject a fake resolver. */
export type Resolver = (hostname: string, options: LookupOptions & { all: true }, callback: AllCallback) => void;

export const systemResolver: Resolver = (hostname, options, callback) => dns.lookup(hostname, options, callback);

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for net/tls.connect that refuses the connection when any address the name resolves to is
 * not allowed. It runs at connect time on the addresses actually dialled, so a name that resolves to a
 * public address when checked and to a private one when connecting (DNS rebinding) cannot get through.
 */
export function guardedLookup(policy: Pick<TargetPolicy, 'allowLoopback'>, resolve: Resolver = systemResolver) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (!addresses || addresses.length === 0) {
        const notFound = Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname });
        return callback(notFound, []);
      }
      for (const { address } of addresses) {
        const verdict = classifyAddress(address, policy);
        if (!verdict.allowed) return callback(new BlockedAddressError(hostname, verdict.address, verdict.reason), []);
      }
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
}
