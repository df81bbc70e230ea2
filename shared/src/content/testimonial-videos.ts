/** A client video: the player address and a local thumbnail (site-spec.md section 3). */
export interface VideoItem {
  videoUrl: string;
  thumbnail: string;
  alt: string;
}

/** site-spec.md section 7: the player with badge off, autopause, and title, byline and portrait off. */
export const VIDEO_PLAYER_PARAMS = { badge: '0', autopause: '1', title: '0', byline: '0', portrait: '0' } as const;

/** A content video's address in the configured player (`videoPlayerOrigin`): its path on that origin, with the options. */
export function videoPlayerSrc(videoUrl: string, playerOrigin: string): string {
  const content = new URL(videoUrl);
  const url = new URL(content.pathname + content.search, playerOrigin);
  for (const [key, value] of Object.entries(VIDEO_PLAYER_PARAMS)) url.searchParams.set(key, value);
  return url.toString();
}
