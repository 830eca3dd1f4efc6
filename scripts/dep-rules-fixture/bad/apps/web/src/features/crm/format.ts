export const formatUsd = (value: number) => `$${value}`;
