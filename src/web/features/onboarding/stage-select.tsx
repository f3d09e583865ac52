import type { ComponentProps } from 'react';
import { onboardingStageLabels, onboardingStages } from '@/shared/contracts/onboarding';
import { NativeSelect } from '@/web/ui/native-select';

/** The questionnaire's 'Current stage' picker, which starts on a prompt that cannot be chosen. */
export function StageSelect(props: Omit<ComponentProps<'select'>, 'children'>) {
  return (
    <NativeSelect {...props}>
      <option value="" disabled>
        Choose your current stage
      </option>
      {onboardingStages.map((stage) => (
        <option key={stage} value={stage}>
          {onboardingStageLabels[stage]}
        </option>
      ))}
    </NativeSelect>
  );
}
