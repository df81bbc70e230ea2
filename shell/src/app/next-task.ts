/**
 * Resolves in a task of its own: the browser may paint and handle input
 * before the work after it. Start-up runs in such steps so that no single
 * task keeps the main thread busy for long (docs/decisions/028).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
