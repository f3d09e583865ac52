import { staticIsland } from '../hydration/static-island';
import { useDocumentMeta } from '../seo/use-document-meta';
import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { HeroSection } from './hero-section';
import { ProcessSection } from './process-section';
import { ResultsSection } from './results-section';
import { ServicesSection } from './services-section';

const StaticServices = staticIsland(ServicesSection);
const StaticAbout = staticIsland(AboutSection);

/**
 * SPEC §2 "Public landing page": sections anchored home, results, process, services, about, contact.
 * Services and About hold nothing to interact with, so the first load does not hydrate them.
 */
export function LandingPage() {
  useDocumentMeta('/');
  return (
    <>
      <HeroSection />
      <ResultsSection />
      <ProcessSection />
      <StaticServices />
      <StaticAbout />
      <ContactSection />
    </>
  );
}
