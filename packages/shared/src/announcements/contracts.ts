import { z } from "zod";

export const ANNOUNCEMENT_REQUIRED_MESSAGE = "Please input your announcement!";
export const ANNOUNCEMENT_SAVED_MESSAGE = "Success ! Announcement has been set";
export const ANNOUNCEMENT_MAX_LENGTH = 500;

/** The announcement as read (spec section 3: value). */
export const announcementSchema = z.object({ value: z.string() });
export type Announcement = z.infer<typeof announcementSchema>;

/** The announcement as set by an operator (spec section 7: {announcement}). */
export const setAnnouncementSchema = z.object({
  announcement: z
    .string({ error: ANNOUNCEMENT_REQUIRED_MESSAGE })
    .trim()
    .min(1, ANNOUNCEMENT_REQUIRED_MESSAGE)
    .max(ANNOUNCEMENT_MAX_LENGTH, `Announcement must be at most ${ANNOUNCEMENT_MAX_LENGTH} characters`),
});
