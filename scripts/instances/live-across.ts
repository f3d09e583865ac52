import type { PortalSession } from '../reliability/portal-session';
import type { Member } from './client-joins';
import { expect, on, shown } from './cross-instance';
import type { InstancePair } from './instance-pair';
import { LiveStream } from './live-stream';

/** Live delivery takes milliseconds (docs/reliability.md); this is the bound of "it did not arrive". */
const LIVE_TIMEOUT_MS = 5_000;

/**
 * Live events cross instances: the client's tab is connected to B when the agency writes on A, and the
 * admin's tab to A when the client answers on B. Each message arrives as its `change` event, and the
 * other side then reads it from the instance its tab is on.
 */
export async function liveAcrossInstances(pair: InstancePair, admin: PortalSession, client: Member) {
  const { a, b } = pair;
  const clientTab = new LiveStream(client.session, on(b, '/api/events'));
  const adminTab = new LiveStream(admin, on(a, '/api/events'));
  try {
    await Promise.all([clientTab.open(), adminTab.open()]);

    const sent = await admin.request('POST', on(a, `/api/admin/chat/${client.id}/messages`), {
      content: 'Hello from the agency, written on A',
    });
    const messageId = (sent.body as { id?: string }).id;
    expect(
      sent.status === 201 && messageId,
      `The admin's message on A answered ${sent.status}: ${shown(sent.body)}`,
    );
    await clientTab
      .next(
        (e) => e.event === 'change' && e.data.topic === 'chat' && e.data.id === messageId,
        LIVE_TIMEOUT_MS,
        'message event',
      )
      .catch((error: Error) => {
        throw new Error(`The client's stream on B got no event for the message sent on A: ${error.message}`);
      });
    const thread = await client.session.request('GET', on(b, '/api/chat/messages'));
    expect(
      JSON.stringify(thread.body).includes('Hello from the agency, written on A'),
      `The client's chat on B does not show the message sent on A: ${shown(thread.body)}`,
    );

    const reply = await client.session.request('POST', on(b, '/api/chat/messages'), {
      content: 'Thanks, answered on B',
    });
    const replyId = (reply.body as { id?: string }).id;
    expect(
      reply.status === 201 && replyId,
      `The client's reply on B answered ${reply.status}: ${shown(reply.body)}`,
    );
    await adminTab
      .next(
        (e) => e.event === 'change' && e.data.topic === 'chat' && e.data.id === replyId,
        LIVE_TIMEOUT_MS,
        'reply event',
      )
      .catch((error: Error) => {
        throw new Error(`The admin's stream on A got no event for the reply sent on B: ${error.message}`);
      });
  } finally {
    clientTab.close();
    adminTab.close();
  }
  return 'a message written on A arrived live on B, and the reply written on B live on A';
}

/**
 * Signing out on A ends the session everywhere: the tab connected to B gets `session-ended` and its
 * stream closes, and B refuses the old cookie from then on, although it had just read (and kept) it.
 */
export async function signOutAcrossInstances(pair: InstancePair, client: Member) {
  const { a, b } = pair;
  const tab = new LiveStream(client.session, on(b, '/api/events'));
  await tab.open();
  try {
    const oldCookie = client.session.cookieHeader;
    // B has read the session and keeps it for a few seconds (decision 023): only A's notice can end it.
    const before = await fetch(on(b, '/api/me'), { headers: { cookie: oldCookie } });
    expect(before.status === 200, `B did not accept the session before sign-out: ${before.status}`);
    const signedOut = await client.session.request('POST', on(a, '/api/auth/sign-out'), {});
    expect(
      signedOut.status === 200,
      `Signing out on A answered ${signedOut.status}: ${shown(signedOut.body)}`,
    );
    await tab
      .next((e) => e.event === 'session-ended', LIVE_TIMEOUT_MS, 'session-ended')
      .catch((error: Error) => {
        throw new Error(`The client's stream on B was not told its session ended on A: ${error.message}`);
      });
    await tab.closed(LIVE_TIMEOUT_MS);
    const me = await fetch(on(b, '/api/me'), { headers: { cookie: oldCookie } });
    expect(me.status === 401, `B still accepts the session signed out on A: /api/me answered ${me.status}`);
  } finally {
    tab.close();
  }
  return 'signed out on A: the stream on B got session-ended and closed, and B refuses the old cookie';
}
