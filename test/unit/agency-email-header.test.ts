import { describe, expect, it } from 'vitest';
import { withAgencyHeader } from '../../src/server/mail/with-agency-logo';
import { renderNotificationEmail } from '../../src/server/notifications/notification-email';
import { agencyEmailLogoPath } from '../../src/server/platform/agency-settings';
import { AGENCY_NAME } from '../../src/shared/domain/agency-settings';

// Every email names the agency: beside its logo, or alone without one (or with an SVG logo, which most
// mail clients do not show).

const logo = 'https://portal.example/api/agency/logo?v=1';
const notification = (logoUrl: string | null) =>
  renderNotificationEmail({
    heading: 'New message from your team',
    lead: null,
    items: [{ title: 'Chat', body: 'Hello' }],
    button: { label: 'Open chat', url: 'https://portal.example/dashboard/chat' },
    reason: 'You get this because message emails are on.',
    unsubscribe: { label: 'Turn off message emails', url: 'https://portal.example/unsubscribe?token=t' },
    settingsUrl: 'https://portal.example/dashboard/settings',
    logoUrl,
  });

describe('the agency in emails', () => {
  it('a plain-text email gets an HTML part with the logo and the name, or the name alone', () => {
    const email = { to: 'a@b.example', subject: 'Hi', text: 'Hello\nhttps://portal.example/x' };
    const withLogo = withAgencyHeader(email, logo).html ?? '';
    expect(withLogo).toContain(`<img src="${logo}"`);
    expect(withLogo).toContain(`>${AGENCY_NAME}</td>`);
    const nameOnly = withAgencyHeader(email, null).html ?? '';
    expect(nameOnly).not.toContain('<img');
    expect(nameOnly).toContain(`>${AGENCY_NAME}</td>`);
    expect(nameOnly).toContain('<a href="https://portal.example/x" style="color:#0774b5">');
  });

  it('a notification email shows the logo and the name, or the name alone', async () => {
    const withLogo = await notification(logo);
    expect(withLogo.html).toContain(`src="${logo}"`);
    expect(withLogo.html).toContain(AGENCY_NAME);
    const nameOnly = await notification(null);
    expect(nameOnly.html).not.toContain('<img');
    expect(nameOnly.html).toContain(AGENCY_NAME);
    expect(nameOnly.text).toContain(AGENCY_NAME);
  });

  it('leaves an SVG logo out of emails, and keeps a JPG or PNG', () => {
    expect(agencyEmailLogoPath({ logoUrl: 'agency-assets/1-abc.svg' })).toBeNull();
    expect(agencyEmailLogoPath({ logoUrl: 'agency-assets/1-abc.png' })).toBe('/api/agency/logo?v=1-abc');
    expect(agencyEmailLogoPath({ logoUrl: null })).toBeNull();
  });
});
