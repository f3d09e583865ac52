// Each part from its own package: the components' index also loads the code block's syntax highlighter,
// the markdown parser and Tailwind, 25 MB of the server's memory and a quarter of a second of its start.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { AGENCY_NAME } from '../../shared/domain/agency-settings';
import { emailColors as colors } from '../mail/email-colors';

export type NotificationEmailContent = {
  /** What happened, also the subject. */
  heading: string;
  /** A line under the heading naming what a batch is about (the task its comments are on). */
  lead: string | null;
  /** The messages or comments it gathers (one, or a batch), each cut to an excerpt. */
  items: { title: string; body: string | null }[];
  button: { label: string; url: string };
  /** Why the email came: the toggle that sends it. */
  reason: string;
  unsubscribe: { label: string; url: string };
  settingsUrl: string;
  /** The agency's logo as a JPG or PNG, or null: the agency's name then stands alone. */
  logoUrl: string | null;
};

const font = 'Inter, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

/** One notification email: the agency's logo, what happened, one button to it, and why it was sent. */
export function NotificationEmail(props: NotificationEmailContent) {
  const { heading, lead, items, button, reason, unsubscribe, settingsUrl, logoUrl } = props;
  // Each item's own title only where they differ: a batch from one thread says it once, in the heading.
  const showTitles = new Set(items.map((item) => item.title)).size > 1;
  return (
    <Html lang="en">
      <Head />
      <Preview>{items[0]?.body ?? heading}</Preview>
      <Body style={{ backgroundColor: colors.panel, fontFamily: font, margin: 0, padding: '24px 0' }}>
        <Container
          style={{
            backgroundColor: '#ffffff',
            border: `1px solid ${colors.line}`,
            borderRadius: 12,
            maxWidth: 560,
            padding: 32,
          }}
        >
          <AgencyHeader logoUrl={logoUrl} />
          <Heading
            as="h1"
            style={{ color: colors.text, fontSize: 20, lineHeight: '28px', margin: '24px 0 8px' }}
          >
            {heading}
          </Heading>
          {lead ? <Text style={{ color: colors.muted, fontSize: 15, margin: '0 0 8px' }}>{lead}</Text> : null}
          {items.map((item, index) => (
            <Section
              // The items are a fixed list rendered once.
              // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
              key={index}
              style={{ borderLeft: `3px solid ${colors.line}`, margin: '12px 0', paddingLeft: 12 }}
            >
              {showTitles || !item.body ? (
                <Text style={{ color: colors.text, fontSize: 15, fontWeight: 600, margin: 0 }}>
                  {item.title}
                </Text>
              ) : null}
              {item.body ? (
                <Text style={{ color: colors.text, fontSize: 15, lineHeight: '22px', margin: 0 }}>
                  {item.body}
                </Text>
              ) : null}
            </Section>
          ))}
          <Section style={{ margin: '24px 0' }}>
            <Button
              href={button.url}
              style={{
                backgroundColor: colors.brand,
                borderRadius: 8,
                color: '#ffffff',
                fontSize: 15,
                fontWeight: 600,
                padding: '12px 20px',
              }}
            >
              {button.label}
            </Button>
          </Section>
          <Hr style={{ borderColor: colors.line, margin: '24px 0 16px' }} />
          <Text style={{ color: colors.muted, fontSize: 13, lineHeight: '20px', margin: 0 }}>
            {reason} <Link href={unsubscribe.url}>{unsubscribe.label}</Link> or choose what you get in{' '}
            <Link href={settingsUrl}>your settings</Link>.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The agency's logo with its name beside it, or the name alone (the logo's alt is empty: the name says it). */
function AgencyHeader({ logoUrl }: { logoUrl: string | null }) {
  const name = (
    <Text
      style={{
        color: colors.brand,
        display: 'inline-block',
        fontSize: 16,
        fontWeight: 700,
        lineHeight: '40px',
        margin: 0,
        verticalAlign: 'middle',
      }}
    >
      {AGENCY_NAME}
    </Text>
  );
  if (!logoUrl) return name;
  return (
    <Section>
      <Img
        src={logoUrl}
        alt=""
        height={40}
        style={{
          display: 'inline-block',
          height: 40,
          marginRight: 12,
          maxWidth: 200,
          verticalAlign: 'middle',
          width: 'auto',
        }}
      />
      {name}
    </Section>
  );
}

/** The email's HTML and plain-text parts. */
export async function renderNotificationEmail(content: NotificationEmailContent) {
  const element = <NotificationEmail {...content} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
