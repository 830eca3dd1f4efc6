import { AudienceCards } from './audience-cards';
import { FeaturePromotions } from './feature-promotions';
import { FinalCallToAction, LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { LandingHero } from './landing-hero';

export function LandingPage() {
  return (
    <div className="flex min-h-screen flex-col">
      <LandingHeader />
      <main className="flex-1">
        <LandingHero />
        <AudienceCards />
        <FeaturePromotions />
        <FinalCallToAction />
      </main>
      <LandingFooter />
    </div>
  );
}
