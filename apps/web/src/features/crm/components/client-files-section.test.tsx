import type { ClientProjectRef } from '@proclub/contracts/crm';
import type { ClientFile } from '@proclub/contracts/portal';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, pending, route, sentRequests } from '@/test/network';
import { renderWithProviders } from '@/test/render';
import { ClientFilesSection } from './client-files-section';

const FILES = '/api/portal-access/clients/c1/files';
const file = (patch: Partial<ClientFile>): ClientFile => ({
  id: 'f1',
  projectId: 'p1',
  projectTitle: 'New website',
  side: 'agency',
  name: 'plan.pdf',
  contentType: 'application/pdf',
  size: 1_258_291,
  uploadedBy: 'Avery Parker',
  createdAt: '2026-03-02T10:00:00.000Z',
  url: '/api/portal-access/clients/c1/files/f1',
  ...patch,
});
const projects: ClientProjectRef[] = [
  { id: 'p1', title: 'New website', status: 'in_progress' },
  { id: 'p2', title: 'Local SEO', status: 'quoted' },
];

const renderSection = () => renderWithProviders(<ClientFilesSection clientId="c1" clientName="Rosa Bakery" />);

describe('ClientFilesSection', () => {
  it('shows a skeleton while the files load', () => {
    route('GET', FILES, pending);
    renderSection();
    expect(screen.getByRole('status', { name: 'Loading files' })).toBeInTheDocument();
  });

  it('says when the files cannot be loaded, and Try Again reads them again', async () => {
    route('GET', FILES, () => apiError(500, 'internal_error', 'Something went wrong'));
    const { user } = renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load files');
    route('GET', FILES, () => json({ items: [file({})], nextCursor: null }));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'plan.pdf' })).toBeInTheDocument();
  });

  it('says there are no files yet', async () => {
    route('GET', FILES, () => json({ items: [], nextCursor: null }));
    renderSection();
    expect(await screen.findByText('No files yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Files of Rosa Bakery' })).toBeNull();
  });

  it('lists each file with its project, who shared it, size and date, downloadable, and loads more', async () => {
    route('GET', FILES, (request) =>
      request.url.searchParams.get('cursor') === 'next'
        ? json({
            items: [file({ id: 'f3', name: 'old-brief.txt', size: 512, createdAt: '2026-01-05T10:00:00.000Z' })],
            nextCursor: null,
          })
        : json({
            items: [
              file({
                id: 'f2',
                name: 'logo.png',
                side: 'client',
                uploadedBy: 'Maria Lopez',
                projectTitle: 'Local SEO',
                size: 2048,
                url: '/api/portal-access/clients/c1/files/f2',
              }),
              file({}),
            ],
            nextCursor: 'next',
          }),
    );
    const { user } = renderSection();
    const list = await screen.findByRole('list', { name: 'Files of Rosa Bakery' });
    const [logo, plan] = within(list).getAllByRole('listitem');
    expect(within(logo).getByRole('link', { name: 'logo.png' })).toHaveAttribute(
      'href',
      '/api/portal-access/clients/c1/files/f2',
    );
    expect(within(logo).getByRole('link', { name: 'logo.png' })).toHaveAttribute('download', 'logo.png');
    expect(logo).toHaveTextContent('Local SEO');
    expect(logo).toHaveTextContent('from the client (Maria Lopez) · 2 KB');
    expect(plan).toHaveTextContent('New website');
    expect(plan).toHaveTextContent('by Avery Parker · 1.2 MB');
    expect(within(plan).getByText(/2026|Mar/, { selector: 'time' })).toHaveAttribute('datetime', '2026-03-02T10:00:00.000Z');

    await user.click(screen.getByRole('button', { name: 'More files' }));
    expect(await within(list).findByRole('link', { name: 'old-brief.txt' })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'More files' })).toBeNull();
    expect(sentRequests(FILES).map((request) => request.url.searchParams.get('cursor'))).toEqual([null, 'next']);
  });

  it('uploads to the chosen project through its upload route, then lists the file', async () => {
    let uploaded = false;
    route('GET', FILES, () =>
      json({ items: uploaded ? [file({ name: 'menu.pdf', projectTitle: 'Local SEO' })] : [], nextCursor: null }),
    );
    route('GET', '/api/crm/clients/c1/projects', () => json({ items: projects }));
    route('POST', '/api/portal-access/clients/c1/projects/p2/files', () => {
      uploaded = true;
      return json({ ok: true }, 201);
    });
    const { user } = renderSection();
    expect(await screen.findByText('No files yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload a file for Rosa Bakery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a file' });
    const project = await within(dialog).findByLabelText('Project');
    expect(project).toHaveValue('p1');
    await user.selectOptions(project, 'p2');
    // Nothing chosen yet: the dialog says so and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose at least one file');
    await user.upload(within(dialog).getByLabelText('Files'), new File(['%PDF-1.4'], 'menu.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByRole('list', { name: 'Files to upload' })).toHaveTextContent('menu.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload a file' })).toBeNull());
    const [sent] = sentRequests('/api/portal-access/clients/c1/projects/p2/files');
    expect((sent.body as FormData).getAll('files').map((part) => (part as File).name)).toEqual(['menu.pdf']);
    expect(await screen.findByText('File shared with the client')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'menu.pdf' })).toBeInTheDocument();
  });

  it('cannot upload for a client with no project, and says why', async () => {
    route('GET', FILES, () => json({ items: [], nextCursor: null }));
    route('GET', '/api/crm/clients/c1/projects', () => json({ items: [] }));
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Upload a file for Rosa Bakery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a file' });
    expect(await within(dialog).findByText('Files are shared on a project: this client has none yet.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
  });
});
