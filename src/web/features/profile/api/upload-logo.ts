import { useMutation } from '@tanstack/react-query';
import type { ProfileDto } from '@/shared/contracts/accounts';
import { uploadForm } from '@/web/lib/upload-form';
import { useStoreProfile } from './update-profile';

export function useUploadLogo() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return uploadForm<ProfileDto>('/api/profile/logo', form);
    },
    onSuccess: store,
  });
}
