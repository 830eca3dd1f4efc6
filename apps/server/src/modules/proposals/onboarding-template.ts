import { ONBOARDING_TEMPLATES, type OnboardingTemplateId } from '@proclub/contracts/hub';

/** Which onboarding template each catalogue product's work starts with (the rest is local SEO work). */
const TEMPLATE_OF_PRODUCT: Record<string, OnboardingTemplateId> = {
  review_booster: 'review_generation',
  post_scheduler: 'social_media',
  content_drops: 'social_media',
  ad_templates: 'social_media',
  mobile_fixes: 'website_launch',
  security_speed_fixes: 'website_launch',
};

/**
 * The template that fits the accepted products best: the one whose products carry the most first-year value
 * (setup + 12 months), so a deal that is mostly reviews starts with review generation.
 */
export function onboardingTemplateFor(items: { productId: string; setupFee: number; monthlyPrice: number }[]) {
  const value = new Map<OnboardingTemplateId, number>();
  for (const item of items) {
    const template = TEMPLATE_OF_PRODUCT[item.productId] ?? 'local_seo';
    value.set(template, (value.get(template) ?? 0) + item.setupFee + 12 * item.monthlyPrice);
  }
  const best = [...value.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'local_seo';
  return ONBOARDING_TEMPLATES.find((template) => template.id === best) ?? ONBOARDING_TEMPLATES[0];
}
