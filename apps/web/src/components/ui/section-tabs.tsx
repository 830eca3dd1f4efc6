import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

/** One tab of a SectionTabs: the trigger's label and the panel it opens. */
export interface TabSection<T extends string = string> {
  value: T;
  label: ReactNode;
  panel: ReactNode;
  /** Extra classes for this tab's trigger only (e.g. room for a count badge). */
  triggerClassName?: string;
}

interface SectionTabsProps<T extends string> {
  sections: readonly TabSection<T>[];
  /** Controlled use (the open tab kept in the URL)... */
  value?: T;
  onValueChange?: (value: T) => void;
  /** ...or uncontrolled, starting on this tab. */
  defaultValue?: T;
  listLabel?: string;
  listClassName?: string;
  triggerClassName?: string;
  panelClassName?: string;
}

/**
 * Tabs described as a list of sections, so a screen states its tabs once as data instead of writing every
 * trigger and every panel by hand.
 */
export function SectionTabs<T extends string>({
  sections,
  value,
  onValueChange,
  defaultValue,
  listLabel,
  listClassName,
  triggerClassName,
  panelClassName,
}: SectionTabsProps<T>) {
  return (
    <Tabs value={value} defaultValue={defaultValue} onValueChange={onValueChange && ((next) => onValueChange(next as T))}>
      {/* Many tabs on a phone scroll inside their own row instead of widening the page. */}
      <TabsList aria-label={listLabel} className={cn('max-w-full justify-start overflow-x-auto', listClassName)}>
        {sections.map((section) => (
          <TabsTrigger key={section.value} value={section.value} className={cn(triggerClassName, section.triggerClassName)}>
            {section.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {sections.map((section) => (
        <TabsContent key={section.value} value={section.value} className={panelClassName}>
          {section.panel}
        </TabsContent>
      ))}
    </Tabs>
  );
}
