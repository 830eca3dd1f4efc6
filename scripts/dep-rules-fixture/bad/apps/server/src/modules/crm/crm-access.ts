export const requireClient = (id: string) => id;
