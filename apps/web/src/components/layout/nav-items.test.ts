import { describe, expect, it } from 'vitest';
import { trailFor } from './nav-items';

const labels = (role: 'agency' | 'client', path: string, search = '') => trailFor(role, path, search).map((link) => link.label);

describe('trailFor (the breadcrumb)', () => {
  it('names a screen’s tab', () => {
    expect(labels('agency', '/crm')).toEqual(['CRM']);
    expect(labels('agency', '/crm', '?tab=campaigns')).toEqual(['CRM', 'Campaigns']);
    expect(labels('agency', '/crm', '?tab=projects&view=board')).toEqual(['CRM', 'Projects']);
  });

  it('places a page under its screen’s tab', () => {
    expect(labels('agency', '/crm/campaigns/new')).toEqual(['CRM', 'Campaigns', 'New campaign']);
    expect(labels('agency', '/crm/campaigns/c1/edit')).toEqual(['CRM', 'Campaigns', 'Edit campaign']);
    expect(trailFor('agency', '/crm/campaigns/new', '')[1]?.to).toBe('/crm?tab=campaigns');
    expect(labels('agency', '/crm/clients/c1')).toEqual(['CRM', 'Clients']);
  });

  it('places screens outside the sidebar', () => {
    expect(labels('agency', '/profile')).toEqual(['Edit Profile']);
    expect(labels('client', '/settings/account')).toEqual(['Account Settings']);
    expect(labels('agency', '/services/new')).toEqual(['Marketplace', 'My Services', 'New Service']);
    expect(labels('agency', '/services/edit/s1')).toEqual(['Marketplace', 'My Services', 'Edit Service']);
  });

  it('keeps the trails it had', () => {
    expect(labels('agency', '/hub/audits/a1')).toEqual(['Hub', 'Client Audits']);
    expect(labels('agency', '/dashboard', '?tab=orders')).toEqual(['Marketplace', 'Orders']);
    expect(labels('agency', '/messages')).toEqual(['Messages']);
  });
});
