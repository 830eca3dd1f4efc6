import type { CampaignPreview } from '@proclub/contracts/campaigns';

/** Real widths: the MJML body is 600 px; a phone is 375 CSS px wide. */
export const PREVIEW_WIDTHS = { desktop: 600, mobile: 375 } as const;

/**
 * The server's rendered email (its real MJML output) in sandboxed frames (no script, no access to the app) at
 * desktop and mobile widths, side by side when there is room, each scrolling sideways on a narrow screen rather
 * than shrinking.
 */
export function CampaignEmailPreviews({ preview, pending }: { preview: CampaignPreview | undefined; pending: boolean }) {
  return (
    <section aria-labelledby="campaign-preview-heading" className="min-w-0 space-y-3">
      <h2 id="campaign-preview-heading" className="text-base font-semibold">
        Preview{pending ? <span className="text-sm font-normal text-muted-foreground"> (updating…)</span> : null}
      </h2>
      {preview ? (
        <>
          <p className="break-words text-sm">
            <span className="text-muted-foreground">Subject:</span> {preview.subject}
          </p>
          <figure className="space-y-1">
            <figcaption className="text-sm font-medium">Desktop · {PREVIEW_WIDTHS.desktop} px</figcaption>
            <div className="overflow-x-auto rounded-lg border border-border bg-muted p-3">
              <div className="mx-auto w-fit rounded-md border border-border bg-white shadow-sm">
                <div className="flex gap-1 border-b border-border px-3 py-2" aria-hidden="true">
                  <span className="h-2.5 w-2.5 rounded-full bg-red-400" />
                  <span className="h-2.5 w-2.5 rounded-full bg-amber-400" />
                  <span className="h-2.5 w-2.5 rounded-full bg-green-400" />
                </div>
                <iframe
                  title="Desktop preview"
                  data-testid="preview-desktop"
                  sandbox=""
                  srcDoc={preview.html}
                  width={PREVIEW_WIDTHS.desktop}
                  style={{ width: PREVIEW_WIDTHS.desktop, maxWidth: 'none' }}
                  className="block h-[560px] border-0 bg-white"
                />
              </div>
            </div>
          </figure>
          <figure className="space-y-1">
            <figcaption className="text-sm font-medium">Mobile · {PREVIEW_WIDTHS.mobile} px</figcaption>
            <div className="overflow-x-auto rounded-lg border border-border bg-muted p-3">
              <div className="mx-auto w-fit rounded-[2rem] border-8 border-slate-800 bg-slate-800">
                <iframe
                  title="Mobile preview"
                  data-testid="preview-mobile"
                  sandbox=""
                  srcDoc={preview.html}
                  width={PREVIEW_WIDTHS.mobile}
                  style={{ width: PREVIEW_WIDTHS.mobile, maxWidth: 'none' }}
                  className="block h-[667px] rounded-[1.5rem] border-0 bg-white"
                />
              </div>
            </div>
          </figure>
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
