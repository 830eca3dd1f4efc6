import type { Me, Role } from '@proclub/contracts/profiles';

/** A signed-in user as GET /api/me returns it. */
export function me(role: Role = 'agency'): Me {
  return {
    user: { id: 'u-me', email: 'me@example.com', emailVerified: true, twoFactorEnabled: false },
    profile: {
      id: 'u-me',
      role,
      fullName: 'Morgan Seller',
      email: 'me@example.com',
      avatarUrl: null,
      companyName: null,
      bio: null,
      location: null,
      website: null,
    },
  };
}
