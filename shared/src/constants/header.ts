/** site-spec.md sections 2.18, 4, 7 and 9: header behaviour. */
export const MEGA_MENU_CLOSE_DELAY_MS = 250;
/** The header switches to the mobile side panel at this width and below. */
export const HEADER_MOBILE_MAX_WIDTH = 991;
export const HEADER_DESKTOP_MEDIA_QUERY = `(min-width: ${HEADER_MOBILE_MAX_WIDTH + 1}px)`;
/** Menu data: retried only on HTTP 429, at most this many times, waiting the base delay times the attempt. */
export const MENU_FETCH_MAX_RETRIES = 5;
export const MENU_RETRY_BASE_DELAY_MS = 1000;
export const MENU_DATA_PATH = '/api/menu/data';
