export const isUuid = (value: string) => value.length === 36;
