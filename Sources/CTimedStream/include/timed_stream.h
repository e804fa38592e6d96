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

/* Starts the watchdog of the operation about to run on this thread: after `idle_ms` without activity it
 * shuts the operation's sockets down. 0 on success. */
int clibgit2_watch_begin(int idle_ms);

/* Stops this thread's watchdog; 1 when it had timed the operation out. */
int clibgit2_watch_end(void);

/* Something happened (a libgit2 callback): the operation is not idle. */
void clibgit2_watch_touch(void);

#endif
