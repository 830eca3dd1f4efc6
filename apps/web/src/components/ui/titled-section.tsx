import type { ReactNode } from 'react';

const SIZES = {
  /** A section of a working page (a product's lists). */
  default: { section: 'space-y-3', heading: 'text-lg font-semibold' },
  /** A section of a landing-style page (the hub overview). */
  large: { section: 'space-y-4', heading: 'text-2xl font-semibold' },
};

/** A page section named by its h2 (the heading's id labels the section). */
export function TitledSection({
  headingId,
  title,
  size = 'default',
  children,
}: {
  headingId: string;
  title: string;
  size?: keyof typeof SIZES;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={SIZES[size].section}>
      <h2 id={headingId} className={SIZES[size].heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
