import { INDUSTRIES, industryLabels } from '@proclub/contracts/analysis';
import type { ComponentProps } from 'react';

/**
 * A select of the industries (a business's kind prices its recommendations); `children` come first, e.g. a
 * "choose later" option.
 */
export function IndustrySelect({ children, ...props }: ComponentProps<'select'>) {
  return (
    <select className="h-9 w-full rounded-md border border-input bg-background px-2 text-sm" {...props}>
      {children}
      {INDUSTRIES.map((value) => (
        <option key={value} value={value}>
          {industryLabels[value]}
        </option>
      ))}
    </select>
  );
}
