import { describe, expect, it } from 'vitest';
import { isPageUrl, matchesPageUrl } from '../../src/shared/page-urls';
import { adminPages, clientPages } from '../../src/web/app/portal-pages';
import { pageModules } from '../../src/web/features/public-site/page-loaders';

// The one table of page URLs that the server answers with 200 and the router builds its routes from.
describe('page URLs', () => {
  it('matches a parameter to one non-empty segment, ignoring a trailing slash and case, as the router does', () => {
    expect(matchesPageUrl('/admin/client/:clientId', '/admin/client/abc')).toBe(true);
    expect(matchesPageUrl('/admin/client/:clientId', '/admin/client/abc/')).toBe(true);
    expect(matchesPageUrl('/admin/client/:clientId', '/admin/client/')).toBe(false);
    expect(matchesPageUrl('/admin/client/:clientId', '/admin/client/abc/tasks')).toBe(false);
    expect(matchesPageUrl('/dashboard/tasks', '/Dashboard/Tasks')).toBe(true);
    expect(matchesPageUrl('/', '/')).toBe(true);
    expect(matchesPageUrl('/', '/x')).toBe(false);
  });

  it('knows every page the web app routes to, and nothing else', () => {
    for (const path of [...Object.keys(clientPages), ...Object.keys(adminPages), ...Object.keys(pageModules)])
      expect(isPageUrl(path.replace(':clientId', 'c1')), path).toBe(true);
    for (const path of ['/invite/t0k3n', '/login', '/admin/login', '/onboarding', '/reset-password'])
      expect(isPageUrl(path), path).toBe(true);
    for (const path of ['/nope', '/dashboard/nope', '/admin/clients', '/invite', '/case-study', '/api'])
      expect(isPageUrl(path), path).toBe(false);
  });
});
