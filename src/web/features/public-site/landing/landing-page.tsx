import { useDocumentMeta } from '../seo/use-document-meta';
import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { HeroSection } from './hero-section';
import { ProcessSection } from './process-section';
import { ResultsSection } from './results-section';
import { ServicesSection } from './services-section';

/** SPEC §2 "Public landing page": sections anchored home, results, process, services, about, contact. */
export function LandingPage() {
  useDocumentMeta('/');
  return (
    <>
      <HeroSection />
      <ResultsSection />
      <ProcessSection />
      <ServicesSection />
      <AboutSection />
      <ContactSection />
    </>
  );
}
