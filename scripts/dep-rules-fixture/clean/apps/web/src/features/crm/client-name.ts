export const clientName = () => 'Acme';
