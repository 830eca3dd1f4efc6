import { alias } from 'drizzle-orm/pg-core';
import { profiles, user } from '../../db/schema/index';

/**
 * The buyer's and the seller's profile and login rows, joined twice into one query of orders: each join needs a
 * name of its own, and the two queries that may meet in one statement take different prefixes.
 */
export function orderParties<Prefix extends string>(prefix: Prefix) {
  return {
    buyerProfile: alias(profiles, `${prefix}buyer_profile` as `${Prefix}buyer_profile`),
    sellerProfile: alias(profiles, `${prefix}seller_profile` as `${Prefix}seller_profile`),
    buyerUser: alias(user, `${prefix}buyer_user` as `${Prefix}buyer_user`),
    sellerUser: alias(user, `${prefix}seller_user` as `${Prefix}seller_user`),
  };
}
