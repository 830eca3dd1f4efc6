export const analysisKeys = {
  all: ['analysis'] as const,
  history: ['analysis', 'history'] as const,
  roiDefaults: ['analysis', 'roi-defaults'] as const,
  detail: (id: string) => ['analysis', 'detail', id] as const,
};
