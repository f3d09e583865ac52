import type { Onboarding, OnboardingStage } from '../../../shared/contracts/onboarding';
import type { clientOnboarding } from '../../db/schema/index';

export type OnboardingRow = typeof clientOnboarding.$inferSelect;

export function toOnboardingDto(row: OnboardingRow): Onboarding {
  return {
    id: row.id,
    clientId: row.clientId,
    productDescription: row.productDescription,
    problemSolved: row.problemSolved,
    idealCustomer: row.idealCustomer,
    // The column's CHECK constraint holds it to these values.
    currentStage: row.currentStage as OnboardingStage,
    metricsTraction: row.metricsTraction,
    socialLinks: row.socialLinks,
    emailTool: row.emailTool,
    emailToolAccess: row.emailToolAccess,
    websiteLink: row.websiteLink,
    priorContentUploads: row.priorContentUploads,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
