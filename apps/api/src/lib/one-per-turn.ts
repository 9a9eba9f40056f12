// Work that may hold the event loop for its whole CPU time (a server render on the embedded
// database, which never waits for I/O) is started one piece per turn of the loop: between two, the
// loop reads the sockets and answers what is quick (docs/decisions/0069-admission-sees-the-queue.md).
const waiting: Array<() => void> = [];
let scheduled = false;

function startNext() {
  const start = waiting.shift();
  // Scheduled from inside the check phase, the next start runs on the next turn, after its poll.
  if (waiting.length) setImmediate(startNext);
  else scheduled = false;
  start?.();
}

/** Resolves on a turn of the event loop of its own, in the order asked. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (scheduled) return;
    scheduled = true;
    setImmediate(startNext);
  });
}
