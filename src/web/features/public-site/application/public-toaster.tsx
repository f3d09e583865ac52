import { Toaster } from '@/web/ui/toaster';

export default function PublicToaster() {
  return <Toaster />;
}
