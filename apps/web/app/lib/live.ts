// The live layer (docs/product/conversations-and-notifications.md#real-time-events): one socket per
// signed-in tab, downloaded after the page (guests never load it), feeding this small store that the
// header, the bottom navigation, the menus and /chats read. The socket is a doorbell: on every
// (re)connect, and when a hidden tab comes back, listeners re-read over HTTP what they may have missed.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { NotificationKind, Room } from '@souqna/contracts';
import type { SocketPayload } from '@souqna/contracts/socket-events';

/** What the socket pushed (typed by the contracts' event table), as the page's listeners hear it. */
export type LiveEvent =
  | { type: 'message'; message: SocketPayload<'message:new'> }
  /** The room as this member's list shows it now, or `removed` (deleted for me); neither: read it again. */
  | { type: 'room'; roomId: string; room?: Room; removed?: true }
  | { type: 'notification'; notification: SocketPayload<'notification:new'> }
  /** Connected again (or the tab is visible again): what happened meanwhile is read over HTTP. */
  | { type: 'resync' };

type State = {
  /** The pushed unseen-messages count; null until a push (the server-rendered count stands). */
  unseen: number | null;
  /** Notifications pushed since the menu was last opened (the bell's dot). */
  newNotifications: number;
  /** The tab of the newest of them: the menu and /notification open on it. */
  newestKind: NotificationKind | null;
  online: boolean;
};

const initial: State = { unseen: null, newNotifications: 0, newestKind: null, online: false };
let state = initial;
const watchers = new Set<() => void>();
const listeners = new Set<(event: LiveEvent) => void>();

/** Says over the socket that a room was shown up to a message (set while connected). */
let reader: ((roomId: string, seq: number) => void) | null = null;

/** What the socket module writes to. */
export const liveSink = {
  setReader(read: typeof reader) {
    reader = read;
  },
  set(patch: Partial<State>) {
    state = { ...state, ...patch };
    for (const watch of watchers) watch();
  },
  get: () => state,
  emit(event: LiveEvent) {
    for (const listen of listeners) listen(event);
  },
};
export type LiveSink = typeof liveSink;

function subscribe(watch: () => void) {
  watchers.add(watch);
  return () => void watchers.delete(watch);
}

function useLive<T>(pick: (s: State) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => pick(state),
    () => pick(initial),
  );
}

/** Connects while someone is signed in; a new member (or none) drops the old socket. */
export function useLiveConnection(userId: string | undefined) {
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./live-socket.ts').then(({ connectLive }) => {
      if (!cancelled) stop = connectLive(liveSink);
    });
    return () => {
      cancelled = true;
      stop?.();
      liveSink.set(initial);
    };
  }, [userId]);
}

/** The unseen-messages count: the server's (as rendered) until a push says otherwise. */
export function useUnseenMessages(rendered: number): number {
  const pushed = useLive((s) => s.unseen);
  // A navigation brings a fresher count from the server than an older push.
  useEffect(() => {
    if (liveSink.get().unseen !== null) liveSink.set({ unseen: null });
  }, [rendered]);
  return pushed ?? rendered;
}

export const useNewNotifications = () => useLive((s) => s.newNotifications);
/** The tab that holds the newest unseen notification, if any is unseen. */
export const freshTab = (): NotificationKind | null => (state.newNotifications > 0 ? state.newestKind : null);
/** Shown (the menu opened, or /notification): the bell's dot goes. */
export const notificationsSeen = () => liveSink.set({ newNotifications: 0, newestKind: null });
export const useOnline = () => useLive((s) => s.online);

/** Calls `handler` for every live event while the component is mounted (latest handler wins). */
export function useLiveEvent(handler: (event: LiveEvent) => void) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const listen = (event: LiveEvent) => latest.current(event);
    listeners.add(listen);
    return () => void listeners.delete(listen);
  }, []);
}

/**
 * The reader has seen the room's messages up to `seq`: the other member's ticks and this member's
 * count follow from the socket, with no request (docs/decisions/0061). Without a socket nothing is
 * said; the next read of the thread marks it.
 */
export const markShown = (roomId: string, seq: number) => reader?.(roomId, seq);

/** Runs `work` now if the page is visible, else once it becomes visible (reading marks as read). */
export function whenVisible(work: () => void) {
  if (document.visibilityState === 'visible') return work();
  const onChange = () => {
    if (document.visibilityState !== 'visible') return;
    document.removeEventListener('visibilitychange', onChange);
    work();
  };
  document.addEventListener('visibilitychange', onChange);
}
