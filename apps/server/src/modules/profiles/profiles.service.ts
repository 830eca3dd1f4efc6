import {
  isSellerRole,
  type Me,
  type Profile,
  type SetupProfileInput,
  type setupProfileSchema,
  type UpdateProfileInput,
  type updateProfileSchema,
} from '@proclub/contracts/profiles';
import { AppError, notFound } from '../../lib/app-error';
import { newFileStem, processImage } from '../../lib/images';
import type { AuthUser } from '../../plugins/auth';
import type { FileStorage } from '../../plugins/storage';
import type { ProfilesRepository } from './profiles.repository';

type Parsed<T extends { parse: (v: unknown) => unknown }> = ReturnType<T['parse']>;

export class ProfilesService {
  constructor(
    private readonly profiles: ProfilesRepository,
    private readonly storage: FileStorage,
    /** A new seller gets their personal workspace (ADR 045); the workspaces module does it, handed over by app.ts. */
    private readonly onSellerSetup?: (userId: string, workspaceName: string) => Promise<unknown>,
  ) {}

  async me(user: AuthUser): Promise<Me> {
    const profile =
      (await this.profiles.findById(user.id)) ?? (await this.profiles.ensure(user.id, user.email, user.name || null));
    return {
      user: { id: user.id, email: user.email, emailVerified: user.emailVerified, twoFactorEnabled: user.twoFactorEnabled },
      profile,
    };
  }

  async completeSetup(user: AuthUser, input: Parsed<typeof setupProfileSchema>): Promise<Profile> {
    await this.me(user);
    const { role, ...details } = input;
    const updated = await this.profiles.completeSetup(user.id, role, details);
    if (!updated) throw new AppError('role_already_set', 409, 'Your role is already set and cannot be changed');
    if (isSellerRole(role)) await this.onSellerSetup?.(user.id, updated.companyName || updated.fullName || user.email);
    return updated;
  }

  async update(user: AuthUser, input: Parsed<typeof updateProfileSchema>): Promise<Profile> {
    const updated = await this.profiles.update(user.id, input);
    if (!updated) throw notFound('Profile');
    return updated;
  }

  async replaceAvatar(user: AuthUser, upload: Buffer): Promise<Profile> {
    const current = await this.profiles.findById(user.id);
    if (!current) throw notFound('Profile');
    const { thumbnail } = await processImage(upload, 'avatar');
    const key = `avatars/${user.id}/${newFileStem()}.webp`;
    await this.storage.put(key, thumbnail, 'image/webp');
    const updated = await this.profiles.update(user.id, { avatarUrl: this.storage.publicUrl(key) });
    const previousKey = current.avatarUrl?.startsWith('/uploads/') ? current.avatarUrl.slice('/uploads/'.length) : null;
    if (previousKey) await this.storage.delete(previousKey).catch(() => {});
    if (!updated) throw notFound('Profile');
    return updated;
  }

  async removeAvatar(user: AuthUser): Promise<Profile> {
    const current = await this.profiles.findById(user.id);
    if (!current) throw notFound('Profile');
    if (current.avatarUrl?.startsWith('/uploads/'))
      await this.storage.delete(current.avatarUrl.slice('/uploads/'.length)).catch(() => {});
    const updated = await this.profiles.update(user.id, { avatarUrl: null });
    if (!updated) throw notFound('Profile');
    return updated;
  }
}

export type { SetupProfileInput, UpdateProfileInput };
