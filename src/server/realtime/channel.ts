/**
 * The one LISTEN/NOTIFY channel between server instances. It carries two kinds of payload: app events
 * (`hub.ts`) and stream endings (`stream-endings.ts`), so each instance needs a single LISTEN connection.
 */
export const REALTIME_CHANNEL = 'agency_portal_events';
