/**
 * Page copy: the meeting scheduler the consultation thank-you page's
 * 'Schedule Your Call' links to (forms-spec.md section 2). A fictional
 * address; the real one is the company's booking page.
 */
export const MEETING_SCHEDULER_URL = 'https://meet.arcwell.example/consultation';
