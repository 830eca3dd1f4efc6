export const emptyState = (text: string) => `Nothing here: ${text}`;
