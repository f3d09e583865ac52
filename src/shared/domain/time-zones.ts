// Time zones: when a client's task reminders and weekly digest arrive (the notifications issue). A client
// may choose its own on its Settings, Notifications tab; without one, the agency's (admin Settings,
// System) applies. Not in SPEC; the rules and strings are ours.

/** The agency's time zone until an admin chooses one. */
export const DEFAULT_AGENCY_TIME_ZONE = 'UTC';

/** Task reminders come at this local hour: the day before a task is due, and the day after it was. */
export const REMINDER_HOUR = 9;
/** The weekly digest comes on Monday at this local hour. */
export const DIGEST_HOUR = 8;

/** Every time zone this runtime knows (IANA names), with UTC first, as the Settings lists offer them. */
export function timeZoneChoices(): readonly string[] {
  choices ??= ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
  return choices;
}
let choices: string[] | undefined;

/** Whether a stored or submitted value is one of the offered time zones. */
export const isTimeZone = (value: string): boolean => timeZoneChoices().includes(value);

/** A place's own date, hour and day of the week (1 Monday … 7 Sunday) at an instant. */
export type LocalTime = { date: string; hour: number; isoWeekday: number };

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export function localTimeIn(timeZone: string, at: Date): LocalTime {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    weekday: 'short',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    hour: Number(part('hour')),
    isoWeekday: weekdays.indexOf(part('weekday')) + 1,
  };
}

export const timeZoneMessages = {
  invalid: 'Choose a time zone from the list',
  clientLabel: 'Time zone',
  clientDefault: (agencyZone: string) => `Agency default (${agencyZone})`,
  /** The same option before the agency's zone has loaded. */
  clientDefaultLoading: 'Agency default',
  /** Under the default option in the client's picker. */
  clientDefaultHint: "Follows the agency's time zone",
  clientHint: `Task reminders arrive at ${REMINDER_HOUR}:00 and the weekly digest on Mondays at ${DIGEST_HOUR}:00 in this time zone.`,
  agencyLabel: 'Time zone',
  agencyHint: "Reminders and the weekly digest follow it for clients who haven't chosen their own.",
  saved: 'Time zone saved',
  saveFailed: 'Failed to save the time zone',
} as const;
