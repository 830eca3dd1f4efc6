export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (status: string, page: number) => ['invoices', 'list', status, page] as const,
  detail: (id: string) => ['invoices', 'detail', id] as const,
  settings: ['invoices', 'settings'] as const,
  revenue: ['invoices', 'revenue'] as const,
  clients: ['invoices', 'clients'] as const,
  public: (token: string) => ['public', 'invoice', token] as const,
};
