export const hubName = () => 'Client hub';
