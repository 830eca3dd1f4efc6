import type { Role } from '@proclub/contracts/profiles';

/** Demo accounts seeded into an empty database. Printed in the README and the server log. */
export const DEMO_PASSWORD = 'demo-pass-2025';

export const DEMO_ACCOUNTS: {
  email: string;
  fullName: string;
  role: Role;
  companyName: string | null;
  bio: string;
  location: string;
}[] = [
  {
    email: 'agency@demo.proclub.test',
    fullName: 'Avery Agency',
    role: 'agency',
    companyName: 'Brightline Digital',
    bio: 'Full-service local marketing agency.',
    location: 'Austin, TX',
  },
  {
    email: 'vendor@demo.proclub.test',
    fullName: 'Victor Vendor',
    role: 'vendor',
    companyName: 'Northwind Web Co.',
    bio: 'Websites and SEO for small businesses.',
    location: 'Denver, CO',
  },
  {
    email: 'freelancer@demo.proclub.test',
    fullName: 'Fiona Freelancer',
    role: 'freelancer',
    companyName: null,
    bio: 'Independent designer and copywriter.',
    location: 'Portland, OR',
  },
  {
    email: 'client@demo.proclub.test',
    fullName: 'Clara Client',
    role: 'client',
    companyName: 'Clara’s Bakery',
    bio: 'Neighbourhood bakery looking for help online.',
    location: 'Austin, TX',
  },
  {
    email: 'admin@demo.proclub.test',
    fullName: 'Adam Admin',
    role: 'admin',
    companyName: 'ProClub',
    bio: 'Platform administrator.',
    location: 'Remote',
  },
];
