/** Stub: the footer's Talk to our experts section is being built. */
export function TalkToExpertsSection() {
  return null;
}
