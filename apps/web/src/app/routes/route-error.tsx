import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The router's error screen: the spec's heading, plus what went wrong and a way home. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  console.error('Route error', error);
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">Unexpected Application Error</h1>
      <p className="text-muted-foreground">{detail}</p>
      <a className="text-primary underline" href="/">
        Return to Home
      </a>
    </main>
  );
}
