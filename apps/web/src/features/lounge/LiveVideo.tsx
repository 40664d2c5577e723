import type { Game } from "@sabong/shared/betting";
import { contestNoun } from "@sabong/shared/games";
import type Hls from "hls.js";
import { type ReactNode, useEffect, useRef, useState } from "react";

export const NO_STREAM_MESSAGE = "No live stream for this event yet";
export const STREAM_ERROR_MESSAGE = "The live stream is not available right now";
/** After a fatal stream error, try again this often (the arena's encoder may just be restarting). */
const RETRY_MS = 10_000;

type Status = "loading" | "playing" | "error";

/**
 * hls.js is fetched only where a video plays, in its light build (no subtitles, alternate audio or DRM, which the
 * arenas' streams do not use): about a third less to download before the first frame.
 */
const loadPlayer = () => import("hls.js/light");

/**
 * Starts fetching the player as an event screen opens, beside the event's own request rather than after it: the
 * video's first frame is the screen's largest paint. (An event without a stream fetches it for nothing.)
 */
export function prefetchVideoPlayer(): void {
  if (!playsHlsNatively(document.createElement("video"))) loadPlayer().catch(() => {});
}

/**
 * The browser plays HLS itself (Safari and iOS; Chrome and Chromium with their built-in HLS player): nothing to
 * download before the first frame. hls.js serves the others through Media Source.
 */
function playsHlsNatively(element: HTMLVideoElement): boolean {
  return element.canPlayType("application/vnd.apple.mpegurl") !== "";
}

/** The event's live video (HLS): the browser's own HLS player where it has one, hls.js through Media Source otherwise. */
export function LiveVideo({ url, title, game }: { url: string | null; title: string; game: Game }) {
  const { video, status, retry } = useLiveStream(url);
  return (
    <div className="live-video" data-testid="live-video">
      {url ? (
        <video
          ref={video}
          className="live-video-media"
          muted
          playsInline
          autoPlay
          controls={status === "playing"}
          hidden={status === "error"}
          aria-label={`Live video: ${title}`}
        />
      ) : null}
      {!url ? (
        <VideoNotice
          title={NO_STREAM_MESSAGE}
          detail={`The ${contestNoun(game)} will appear here as soon as the arena goes live.`}
        />
      ) : status === "error" ? (
        <VideoNotice title={STREAM_ERROR_MESSAGE} detail="Reconnecting to the arena… You can keep betting meanwhile.">
          <button type="button" className="btn btn-sm btn-outline-light mt-2" onClick={retry}>
            Try again
          </button>
        </VideoNotice>
      ) : status === "loading" ? (
        <div className="live-video-loading" role="status">
          <span className="spinner-border spinner-border-sm" aria-hidden="true" /> Connecting to the live stream…
        </div>
      ) : null}
    </div>
  );
}

/** The stream's player and where it stands; after a fatal error it tries again every RETRY_MS, or at `retry`. */
function useLiveStream(url: string | null) {
  const video = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<Status>("loading");
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt restarts the player on purpose
  useEffect(() => {
    const element = video.current;
    if (!url || !element) return;
    setStatus("loading");
    let retry: ReturnType<typeof setTimeout> | undefined;
    const failed = () => {
      setStatus("error");
      retry = setTimeout(() => setAttempt((n) => n + 1), RETRY_MS);
    };
    const playing = () => setStatus("playing");
    element.addEventListener("playing", playing);
    const stop = playStream(element, url, failed);

    return () => {
      clearTimeout(retry);
      element.removeEventListener("playing", playing);
      stop();
      element.removeAttribute("src");
    };
  }, [url, attempt]);

  return { video, status, retry: () => setAttempt((n) => n + 1) };
}

/** Starts `url` in the element, natively or through hls.js, calling `failed` on a fatal error; returns its stop. */
function playStream(element: HTMLVideoElement, url: string, failed: () => void): () => void {
  let hls: Hls | null = null;
  let stopped = false;
  if (playsHlsNatively(element)) {
    element.addEventListener("error", failed);
    element.src = url;
    void element.play().catch(() => {});
  } else {
    loadPlayer()
      .then(({ default: HlsPlayer }) => {
        if (stopped) return;
        if (!HlsPlayer.isSupported()) return failed();
        hls = new HlsPlayer({ lowLatencyMode: true, liveSyncDurationCount: 3 });
        hls.on(HlsPlayer.Events.ERROR, (_event, data) => {
          if (data.fatal) {
            hls?.destroy();
            hls = null;
            failed();
          }
        });
        hls.on(HlsPlayer.Events.MANIFEST_PARSED, () => {
          void element.play().catch(() => {});
        });
        hls.loadSource(url);
        hls.attachMedia(element);
      })
      .catch(() => {
        // The player's chunk did not arrive (connection dropped): retry like a stream error.
        if (!stopped) failed();
      });
  }
  return () => {
    stopped = true;
    element.removeEventListener("error", failed);
    hls?.destroy();
  };
}

function VideoNotice({ title, detail, children }: { title: string; detail: string; children?: ReactNode }) {
  return (
    <div className="live-video-notice" role="status">
      <span className="live-video-icon" aria-hidden="true" />
      <p className="fw-semibold mb-1">{title}</p>
      <p className="small mb-0 opacity-75">{detail}</p>
      {children}
    </div>
  );
}
