import type { CampaignPreview } from '@proclub/contracts/campaigns';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

const WIDTHS = { desktop: 640, mobile: 375 } as const;

/** The server-rendered email in a sandboxed frame (no script, no access to the app) at desktop or mobile width. */
export function CampaignPreviewPane({ preview, pending }: { preview: CampaignPreview | undefined; pending: boolean }) {
  const [device, setDevice] = useState<keyof typeof WIDTHS>('desktop');
  return (
    <section aria-label="Preview" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium">Preview{pending ? ' (updating…)' : ''}</h3>
        <fieldset className="flex gap-1">
          <legend className="sr-only">Preview width</legend>
          {(Object.keys(WIDTHS) as (keyof typeof WIDTHS)[]).map((key) => (
            <Button
              key={key}
              type="button"
              size="sm"
              variant={device === key ? 'default' : 'outline'}
              aria-pressed={device === key}
              onClick={() => setDevice(key)}
            >
              {key === 'desktop' ? 'Desktop' : 'Mobile'}
            </Button>
          ))}
        </fieldset>
      </div>
      {preview ? (
        <>
          <p className="truncate text-sm">
            <span className="text-muted-foreground">Subject:</span> {preview.subject}
          </p>
          <div className="overflow-x-auto rounded-md border border-border bg-muted p-2">
            <iframe
              title="Email preview"
              sandbox=""
              srcDoc={preview.html}
              style={{ width: WIDTHS[device] }}
              className="mx-auto block h-[480px] max-w-none bg-white"
            />
          </div>
          <details className="text-sm">
            <summary className="cursor-pointer">Plain-text part</summary>
            <pre className="mt-2 whitespace-pre-wrap rounded-md border border-border p-2 text-xs">{preview.text}</pre>
          </details>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">The preview appears once the subject and body are filled in.</p>
      )}
    </section>
  );
}
