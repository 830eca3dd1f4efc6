import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { me } from '@/test/fixtures';
import { apiError, json, route, sentRequests } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { BackupCodes, backupCodesText } from './backup-codes';
import { TwoFactorSection } from './two-factor-section';

const CODES = ['aaaa-1111', 'bbbb-2222', 'cccc-3333'];

describe('BackupCodes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('copies every code to the clipboard', async () => {
    const { user } = renderWithProviders(<BackupCodes codes={CODES} />);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy Codes' }));
    expect(writeText).toHaveBeenCalledWith(backupCodesText(CODES));
    expect(await screen.findByText('Backup codes copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toContain('bbbb-2222');
  });

  it('downloads the codes as proclub-backup-codes.txt', async () => {
    const { user } = renderWithProviders(<BackupCodes codes={CODES} />);
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:codes';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await user.click(screen.getByRole('button', { name: 'Download .txt' }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('proclub-backup-codes.txt');
    expect(blobs[0].type).toBe('text/plain');
    const text = await blobs[0].text();
    for (const code of CODES) expect(text).toContain(code);
  });
});

describe('TwoFactorSection: new backup codes', () => {
  const enabled = () => {
    const signedIn = me('vendor');
    return { ...signedIn, user: { ...signedIn.user, twoFactorEnabled: true } };
  };

  it('asks for the password, then shows the new codes with Copy and Download', async () => {
    route('POST', '/api/auth/two-factor/generate-backup-codes', () => json({ status: true, backupCodes: CODES }));
    const { user } = renderWithProviders(<TwoFactorSection me={enabled()} />);
    const form = screen.getByRole('form', { name: 'New backup codes' });
    await user.type(within(form).getByLabelText('Password'), 'my-password');
    await user.click(within(form).getByRole('button', { name: 'New Backup Codes' }));
    expect(await screen.findByText('New backup codes created. The old ones no longer work.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Backup codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByRole('button', { name: 'Copy Codes' })).toBeInTheDocument();
    expect(sentRequests('/api/auth/two-factor/generate-backup-codes').map((request) => request.body)).toEqual([
      { password: 'my-password' },
    ]);
  });

  it('shows the server refusal and no codes when the password is wrong', async () => {
    route('POST', '/api/auth/two-factor/generate-backup-codes', () => apiError(400, 'invalid_password', 'Invalid password'));
    const { user } = renderWithProviders(<TwoFactorSection me={enabled()} />);
    const form = screen.getByRole('form', { name: 'New backup codes' });
    await user.type(within(form).getByLabelText('Password'), 'wrong');
    await user.click(within(form).getByRole('button', { name: 'New Backup Codes' }));
    expect(await screen.findByText('Invalid password')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Backup codes' })).toBeNull();
  });
});
