import { ROLES } from '@proclub/contracts/profiles';
import { pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { timestamps } from './columns';

export const userRole = pgEnum('user_role', ROLES);

/** One profile per account, created in the same step as the account (see plugins/auth.ts). */
export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  role: userRole('role'),
  fullName: text('full_name'),
  email: text('email').notNull(),
  avatarUrl: text('avatar_url'),
  companyName: text('company_name'),
  bio: text('bio'),
  location: text('location'),
  website: text('website'),
  ...timestamps(),
});
