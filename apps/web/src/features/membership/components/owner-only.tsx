/** What an admin or member sees on a membership page (ADR 045 §5): the workspace's owner manages its membership. */
export function OwnerOnly({ title }: { title: string }) {
  return (
    <>
      <title>{`${title} · ProClub`}</title>
      <main className="mx-auto max-w-3xl space-y-3 px-4 py-6 sm:py-8">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-muted-foreground">
          Only the workspace’s owner manages its membership, add-ons and billing. Everyone in the workspace uses its plan.
        </p>
      </main>
    </>
  );
}
