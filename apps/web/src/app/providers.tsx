import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from '@/lib/query-client';
import { useTheme } from '@/lib/theme';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { resolved } = useTheme();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* sonner's defaults match the spec: close label 'Close toast', hotkey Alt+T, container 'Notifications'. */}
      <Toaster richColors closeButton position="top-right" theme={resolved} />
    </QueryClientProvider>
  );
}
