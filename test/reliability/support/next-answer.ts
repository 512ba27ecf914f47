/**
 * Resolves at the next answer an element announces (`ipo-load` or `ipo-error`), heard on the document, where both
 * bubble: ask before the element connects, and wait on it before `finishedLoading`, whose wait is bounded by tasks, so that a
 * slow machine does not run out of them while the mock answers. Only for loads without retries, which wait on the
 * site's time that `finishedLoading` moves.
 */
export function nextAnswer(): Promise<void> {
  return new Promise((resolve) => {
    const heard = () => {
      document.removeEventListener('ipo-load', heard);
      document.removeEventListener('ipo-error', heard);
      resolve();
    };
    document.addEventListener('ipo-load', heard);
    document.addEventListener('ipo-error', heard);
  });
}
