import { useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { NavigationProvider } from '../navigation/public-navigation';
import { PublicLayout } from './public-layout';

/** The public pages' layout inside the portal's router (routes.tsx), navigating through that router. */
export function PortalPublicLayout() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const value = useMemo(
    () => ({ location: { pathname, search, hash }, navigate: (to: string) => void navigate(to) }),
    [pathname, search, hash, navigate],
  );
  return (
    <NavigationProvider value={value}>
      <PublicLayout>
        <Outlet />
      </PublicLayout>
    </NavigationProvider>
  );
}
