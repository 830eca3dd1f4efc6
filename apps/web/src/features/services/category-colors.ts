import type { Category } from '@proclub/contracts/services';
import {
  Briefcase,
  Code,
  type LucideIcon,
  Megaphone,
  Package,
  Palette,
  PenLine,
  Smartphone,
  TrendingUp,
  Video,
} from 'lucide-react';

/** Each category's badge colour (light and dark), the one map every category badge uses. */
export const categoryColors: Record<Category, string> = {
  web_development: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  mobile_development: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
  design: 'bg-pink-100 text-pink-800 dark:bg-pink-950 dark:text-pink-200',
  marketing: 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200',
  seo: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  content_writing: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  video_production: 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200',
  consulting: 'bg-teal-100 text-teal-800 dark:bg-teal-950 dark:text-teal-200',
  other: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
};

/** The icon drawn on the image placeholder of a service without pictures. */
export const categoryIcons: Record<Category, LucideIcon> = {
  web_development: Code,
  mobile_development: Smartphone,
  design: Palette,
  marketing: Megaphone,
  seo: TrendingUp,
  content_writing: PenLine,
  video_production: Video,
  consulting: Briefcase,
  other: Package,
};
