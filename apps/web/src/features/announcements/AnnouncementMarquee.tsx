import { usePlayerAnnouncement } from "./use-player-announcement.ts";

/** The players' scrolling announcement strip (spec section 2), live on the realtime 'announcement' event. */
export function AnnouncementMarquee() {
  const announcement = usePlayerAnnouncement();
  return (
    <section className={`announcement-bar${announcement ? "" : " is-empty"}`} aria-label="Announcement">
      <div className="announcement-track">
        <p className="announcement-text mb-0" data-testid="announcement-marquee" aria-live="polite">
          {announcement}
        </p>
      </div>
    </section>
  );
}
