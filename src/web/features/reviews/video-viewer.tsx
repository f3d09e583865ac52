import { ArrowLeftRight, Clock, FileVideo, X } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import type { ReviewAnchor, ReviewFile } from '@/shared/contracts/reviews';
import { cn } from '@/web/lib/cn';
import { Button } from '@/web/ui/button';
import { FileFailed } from './file-failed';
import { anchorTime, formatMediaTime } from './review-model';
import { reviewPageStrings as s } from './review-strings';
import type { ViewerSync } from './view-sync';
import type { TimeMark, ViewerFocus } from './viewer-types';

type VideoViewerProps = {
  file: ReviewFile;
  marks: readonly TimeMark[];
  activeId: string | null;
  /** The moment or stretch being marked for a new comment, if it is on this file. */
  draft: { from: number; to: number | null } | null;
  /** Given while the user may mark this video. */
  onPlace?: (anchor: Extract<ReviewAnchor, { kind: 'time' | 'range' }>) => void;
  onSelect: (commentId: string) => void;
  focus: ViewerFocus | null;
  toolbarEnd: ReactNode;
  /** Given when compared side by side: playing, pausing and seeking follow the other side. */
  sync?: ViewerSync;
};

const hundredths = (seconds: number) => Math.round(seconds * 100) / 100;
/** Two players this close together are at the same moment. */
const SYNC_SLACK_SECONDS = 0.25;
const share = (seconds: number, span: number) => `${Math.min(100, Math.max(0, (seconds / span) * 100))}%`;

/**
 * The browser's own player (it asks for byte ranges, so seeking works before the whole file is down), with
 * the comments' moments and stretches on a timeline under it. Marking: the moment the player is at, or a
 * stretch from one moment to a later one.
 */
export function VideoViewer({
  file,
  marks,
  activeId,
  draft,
  onPlace,
  onSelect,
  focus,
  toolbarEnd,
  sync,
}: VideoViewerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [duration, setDuration] = useState(0);
  const [now, setNow] = useState(0);
  const [rangeStart, setRangeStart] = useState<number | null>(null);
  const [rangeRefused, setRangeRefused] = useState(false);
  const [failed, setFailed] = useState(false);
  const pendingSeek = useRef<number | null>(null);

  const probing = useRef(false);

  const seek = (seconds: number) => {
    const player = video.current;
    if (!player) return;
    // Before the player knows the video's length, the seek waits for it.
    if (player.readyState < HTMLMediaElement.HAVE_METADATA || probing.current) pendingSeek.current = seconds;
    else player.currentTime = seconds;
    setNow(seconds);
  };

  const applyPendingSeek = (player: HTMLVideoElement) => {
    if (pendingSeek.current === null) return;
    player.currentTime = pendingSeek.current;
    pendingSeek.current = null;
  };

  const shown = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: seeks once per request; `seek` reads refs only
  useEffect(() => {
    if (!focus || focus.anchor.fileId !== file.id || shown.current === focus.key) return;
    shown.current = focus.key;
    const at = anchorTime(focus.anchor);
    if (at === null) return;
    seek(at);
    video.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [focus, file.id]);

  usePlaybackSync(video, sync, seek, probing);

  // Escape drops a stretch that was started and not ended.
  useEffect(() => {
    if (rangeStart === null) return;
    const cancel = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setRangeStart(null);
    };
    window.addEventListener('keydown', cancel);
    return () => window.removeEventListener('keydown', cancel);
  }, [rangeStart]);

  const at = () => video.current?.currentTime ?? now;
  const endRange = () => {
    if (rangeStart === null || !onPlace) return;
    const end = at();
    if (Math.abs(end - rangeStart) < 0.1) {
      setRangeRefused(true);
      return;
    }
    onPlace({
      kind: 'range',
      fileId: file.id,
      from: hundredths(Math.min(rangeStart, end)),
      to: hundredths(Math.max(rangeStart, end)),
    });
    setRangeStart(null);
    setRangeRefused(false);
  };

  const latestEnd = Math.max(0, ...marks.map((mark) => mark.to ?? mark.from), draft?.to ?? draft?.from ?? 0);
  const span = Number.isFinite(duration) && duration > 0 ? duration : Math.max(1, latestEnd);

  return (
    <div>
      <div className="flex flex-wrap items-center justify-end gap-2 border-b px-2 py-1.5">
        <div className="flex items-center gap-1">{toolbarEnd}</div>
      </div>
      <div className="bg-slate-950">
        {failed ? (
          <div className="flex justify-center bg-slate-100">
            <FileFailed icon={FileVideo} title={s.videoFailed} file={file} />
          </div>
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: the creative under review has no caption file of its own
          <video
            ref={video}
            src={file.url}
            controls
            playsInline
            preload="metadata"
            aria-label={file.fileName}
            className="mx-auto block max-h-[60svh] w-full lg:max-h-[calc(100svh-22rem)]"
            onLoadedMetadata={(event) => {
              const player = event.currentTarget;
              // A recording that does not say its length (a browser's own WebM) learns it from a seek
              // past its end; the player then goes back to where it should be.
              if (!Number.isFinite(player.duration)) {
                probing.current = true;
                player.currentTime = Number.MAX_SAFE_INTEGER;
                return;
              }
              setDuration(player.duration);
              applyPendingSeek(player);
            }}
            onDurationChange={(event) => {
              const player = event.currentTarget;
              if (!Number.isFinite(player.duration)) return;
              setDuration(player.duration);
              if (probing.current) {
                probing.current = false;
                player.currentTime = 0;
                applyPendingSeek(player);
              }
            }}
            onTimeUpdate={(event) => {
              if (!probing.current) setNow(event.currentTarget.currentTime);
            }}
            onSeeked={(event) => {
              if (!probing.current) setNow(event.currentTarget.currentTime);
            }}
            onError={() => setFailed(true)}
          />
        )}
      </div>
      <div className="px-3 pt-3 pb-2">
        <fieldset className="relative h-9 min-w-0">
          <legend className="sr-only">{s.timeline}</legend>
          <div className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-slate-200" />
          <div
            className="absolute top-1/2 left-0 h-1.5 -translate-y-1/2 rounded-full bg-slate-400"
            style={{ width: share(now, span) }}
          />
          {marks.map((mark) =>
            mark.to === null ? null : (
              <div
                key={`${mark.id}-stretch`}
                aria-hidden
                className={cn(
                  'absolute top-1/2 h-2.5 -translate-y-1/2 rounded-full',
                  mark.id === activeId ? 'bg-amber-400' : mark.resolved ? 'bg-slate-400/70' : 'bg-primary/50',
                )}
                style={{
                  left: share(mark.from, span),
                  width: `calc(${share(mark.to, span)} - ${share(mark.from, span)})`,
                }}
              />
            ),
          )}
          {draft && draft.to !== null ? (
            <div
              aria-hidden
              className="absolute top-1/2 h-2.5 -translate-y-1/2 rounded-full border border-dashed border-amber-600 bg-amber-300/70"
              style={{
                left: share(draft.from, span),
                width: `calc(${share(draft.to, span)} - ${share(draft.from, span)})`,
              }}
            />
          ) : null}
          {rangeStart !== null ? (
            <div
              aria-hidden
              className="absolute top-1/2 h-2.5 -translate-y-1/2 rounded-full bg-amber-300/70"
              style={{
                left: share(Math.min(rangeStart, now), span),
                width: `calc(${share(Math.max(rangeStart, now), span)} - ${share(Math.min(rangeStart, now), span)})`,
              }}
            />
          ) : null}
          {marks.map((mark) => (
            <button
              key={mark.id}
              type="button"
              aria-label={s.openComment(mark.label)}
              aria-pressed={mark.id === activeId}
              onClick={() => {
                seek(mark.from);
                onSelect(mark.id);
              }}
              className={cn(
                'absolute top-1/2 z-10 flex size-6 -translate-x-1/2 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full border-2 border-white text-[11px] font-semibold shadow',
                mark.resolved ? 'bg-slate-500 text-white' : 'bg-primary text-primary-foreground',
                mark.id === activeId && 'z-20 scale-110 ring-4 ring-amber-400',
              )}
              style={{ left: share(mark.from, span) }}
            >
              {mark.number ?? '•'}
            </button>
          ))}
          {draft ? (
            <span
              aria-hidden
              className="absolute top-1/2 z-20 flex size-6 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white bg-amber-500 text-sm font-bold text-white shadow ring-4 ring-amber-300/60"
              style={{ left: share(draft.from, span) }}
            >
              +
            </span>
          ) : null}
        </fieldset>
        <div className="flex justify-between text-xs text-muted-foreground tabular-nums">
          <span>{formatMediaTime(now)}</span>
          <span>{duration > 0 && Number.isFinite(duration) ? formatMediaTime(duration) : ''}</span>
        </div>
      </div>
      {onPlace && !failed ? (
        <div className="border-t px-3 py-2.5">
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => onPlace({ kind: 'time', fileId: file.id, at: hundredths(at()) })}
            >
              <Clock aria-hidden />
              {s.markMoment(formatMediaTime(now))}
            </Button>
            {rangeStart === null ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  setRangeStart(at());
                  setRangeRefused(false);
                }}
              >
                <ArrowLeftRight aria-hidden />
                {s.startRange(formatMediaTime(now))}
              </Button>
            ) : (
              <>
                <Button size="sm" onClick={endRange}>
                  <ArrowLeftRight aria-hidden />
                  {s.endRange(formatMediaTime(now))}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setRangeStart(null)}>
                  <X aria-hidden />
                  {s.cancelRange}
                </Button>
              </>
            )}
          </div>
          <p role="status" className="mt-1.5 text-xs text-muted-foreground empty:hidden">
            {rangeRefused
              ? s.rangeTooShort
              : rangeStart !== null
                ? s.rangeStarted(formatMediaTime(rangeStart))
                : ''}
          </p>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Plays, pauses and seeks with the other side. What the other side asked for is not told back (each asked
 * play, pause or seek makes one event of its own), so a shorter video never pulls the other one back.
 */
function usePlaybackSync(
  video: RefObject<HTMLVideoElement | null>,
  sync: ViewerSync | undefined,
  seek: (seconds: number) => void,
  probing: RefObject<boolean>,
) {
  const send = sync?.send;
  const listen = sync?.listen;
  const seekTo = useRef(seek);
  seekTo.current = seek;
  useEffect(() => {
    const player = video.current;
    if (!player || !send || !listen) return;
    const asked = { play: false, pause: false, seek: false };
    const tell = (kind: keyof typeof asked) => () => {
      if (asked[kind]) asked[kind] = false;
      else if (!probing.current) send({ kind, at: player.currentTime });
    };
    const onPlay = tell('play');
    const onPause = tell('pause');
    const onSeeked = tell('seek');
    player.addEventListener('play', onPlay);
    player.addEventListener('pause', onPause);
    player.addEventListener('seeked', onSeeked);
    const stop = listen((event) => {
      if (event.kind === 'pan') return;
      if (Math.abs(player.currentTime - event.at) > SYNC_SLACK_SECONDS) {
        asked.seek = true;
        seekTo.current(event.at);
      }
      if (event.kind === 'play' && player.paused) {
        asked.play = true;
        // Refused only when the browser allows no playing without a gesture on this video: it stays put.
        player.play().catch(() => {
          asked.play = false;
        });
      }
      if (event.kind === 'pause' && !player.paused) {
        asked.pause = true;
        player.pause();
      }
    });
    return () => {
      player.removeEventListener('play', onPlay);
      player.removeEventListener('pause', onPause);
      player.removeEventListener('seeked', onSeeked);
      stop();
    };
  }, [video, send, listen, probing]);
}
