#ifndef DIARY_TIMED_STREAM_H
#define DIARY_TIMED_STREAM_H
/* libgit2 1.5's socket stream has no timeout; this one does (see timed_stream.c). The timeouts and the
 * watchdog are per thread: libgit2 runs a fetch or push on the calling thread. */

/* Makes the timed stream libgit2's standard (TCP) stream; call once, after git_libgit2_init. 0 or a libgit2 error. */
int clibgit2_register_timed_stream(void);

/* The connect and idle timeouts of this thread's streams, in milliseconds; clears the timed-out mark. */
void clibgit2_set_network_timeouts(int connect_ms, int idle_ms);

/* 1 after a stream of this thread gave up waiting since the timeouts were last set. */
int clibgit2_network_did_time_out(void);

/* Why the watchdog gave an operation up. */
enum {
    CLIBGIT2_WATCH_SILENT = 1,   /* nothing moved for the idle time */
    CLIBGIT2_WATCH_TOO_SLOW = 2, /* a window of the idle time moved fewer bytes than the least allowed */
    CLIBGIT2_WATCH_TOO_LONG = 3  /* the operation ran for its whole time limit */
};

typedef struct {
    int kind;                 /* CLIBGIT2_WATCH_SILENT, _TOO_SLOW or _TOO_LONG */
    long long waited_ms;      /* how long: the silence, the slow window, or the whole operation */
    unsigned long long bytes; /* the bytes moved in that time (0 for a silence) */
} clibgit2_watch_verdict;

/* Starts the watchdog of the operation about to run on this thread. It shuts the operation's sockets
 * down after `idle_ms` without activity, when a window of `idle_ms` (from a connection on) moves fewer
 * than `min_bytes` either way without local progress, and after `total_ms` in all. 0 on success. */
int clibgit2_watch_begin(int idle_ms, long long total_ms, unsigned long long min_bytes);

/* Stops this thread's watchdog; 1 when it had timed the operation out, and then why in `*verdict`
 * (which may be NULL). */
int clibgit2_watch_end(clibgit2_watch_verdict *verdict);

/* Something happened (a libgit2 callback): the operation is not idle. */
void clibgit2_watch_touch(void);

/* Work here moved the operation on (objects indexed, a pack built) while the network may be quiet: the
 * current window is not too slow, whatever its bytes. */
void clibgit2_watch_note_progress(void);

#endif
