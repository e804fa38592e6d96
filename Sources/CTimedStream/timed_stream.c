/* diary's TCP stream for libgit2, with timeouts, and the watchdog over a fetch's or push's sockets.
 * Compiled once, in this C target: the per-thread settings and the watch must be one copy in the whole
 * binary. (They were static inline functions in Clibgit2's shim.h, and a release build, which inlines
 * Swift across files, made one copy of their statics per object file: the timeouts set by one copy were
 * never seen by the stream registered from another, and a silent server blocked a sync for good.) */
/* ---- Network: a TCP stream with timeouts ------------------------------------------------------
 * libgit2 1.5's own socket stream has no timeout: a server that accepts and then says nothing
 * blocks a fetch forever. This stream (registered as libgit2's standard stream, so git://, http://
 * and the TCP under https:// use it) gives up after a connect timeout and after an idle timeout on
 * every read and write, and never raises SIGPIPE. The timeouts are per thread (libgit2 runs a fetch
 * or push on the calling thread). */
#include "timed_stream.h"
#include <git2.h>
#include <git2/sys/stream.h>
#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#ifdef __linux__
#include <linux/tcp.h> /* glibc's struct tcp_info stops before the byte counters */
#else
#include <netinet/tcp.h>
#endif
#include <poll.h>
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

#ifndef MSG_NOSIGNAL /* macOS: SO_NOSIGPIPE on the socket instead */
#define MSG_NOSIGNAL 0
#endif

static _Thread_local int clibgit2_connect_timeout_ms = 20000;
static _Thread_local int clibgit2_idle_timeout_ms = 120000;
/* 1 after a stream of this thread gave up waiting; reset by clibgit2_set_network_timeouts. */
static _Thread_local int clibgit2_network_timed_out = 0;

static long long clibgit2_now_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

/* ---- Network: a watchdog over the sockets of one fetch or push ----------------------------------
 * libssh2 (ssh://) reads and writes the socket itself, without any timeout (and libgit2 1.5 retries
 * its handshake on LIBSSH2_ERROR_TIMEOUT), so the waits of the stream below never run for it: a
 * server that accepts and never sends its banner blocked a sync for good. The watchdog is a thread
 * that watches every socket the operation opened, and gives the operation up, by shutting its sockets
 * down (shutdown(2) wakes a blocked poll, recv or connect with an error, so libgit2 returns), when:
 *   - silent: nothing happened for `idle_ms` while a socket is open. Activity is a byte received or
 *     sent on one of them (the kernel's TCP_INFO, whoever reads the socket), a read or write through
 *     the stream, or a libgit2 callback (clibgit2_watch_touch);
 *   - too slow: a window of `idle_ms` moved fewer than `min_bytes` on the operation's sockets (either
 *     way) and made no local progress (clibgit2_watch_note_progress: objects indexed, a pack built). A
 *     server that trickles a byte a second is never silent, and is as good as silent. The first window
 *     starts when a connection is made, and a new connection starts a new one;
 *   - too long: the operation has run for `total_ms`, whatever moved.
 * Sockets are registered before connect and unregistered before close, under the watch's mutex, so
 * the watchdog never touches a descriptor that was reused. */
typedef struct {
    int fd;
    /* Bytes counted for this socket so far: the larger of the kernel's count and the stream's. */
    unsigned long long counted;
    /* Bytes read or written through the stream on this socket (the kernel's count may be missing). */
    unsigned long long through_stream;
} clibgit2_watched_socket;

typedef struct {
    pthread_mutex_t mutex;
    pthread_cond_t wake;
    int refs;
    int stopping;
    int timed_out;
    clibgit2_watch_verdict verdict;
    int idle_ms;
    long long total_ms;
    unsigned long long min_bytes;
    long long started_ms;
    long long last_activity_ms;
    /* The current window: when it began, the bytes moved by then, and whether it made local progress. */
    long long window_start_ms;
    unsigned long long window_start_bytes;
    int window_progressed;
    /* Every byte received or sent on the operation's sockets so far. */
    unsigned long long bytes_moved;
    clibgit2_watched_socket sockets[16];
    int socket_count;
    pthread_t thread;
} clibgit2_watch;

/* The watch of the operation running on this thread (libgit2 runs a fetch or push on the caller's thread). */
static _Thread_local clibgit2_watch *clibgit2_current_watch = NULL;

static void clibgit2_watch_release(clibgit2_watch *watch) {
    if (watch == NULL) return;
    pthread_mutex_lock(&watch->mutex);
    int left = --watch->refs;
    pthread_mutex_unlock(&watch->mutex);
    if (left == 0) {
        pthread_mutex_destroy(&watch->mutex);
        pthread_cond_destroy(&watch->wake);
        free(watch);
    }
}

/* What the kernel knows of socket `fd`: milliseconds since a byte last moved on it (either way), and
 * the bytes received and sent (acknowledged) on it. 0, or -1 when it cannot say (`*bytes` is then 0
 * when only the byte count is missing). */
static int clibgit2_socket_state(int fd, long long *quiet_ms, unsigned long long *bytes) {
    *bytes = 0;
#ifdef TCP_INFO
    struct tcp_info info;
    socklen_t length = sizeof info;
    memset(&info, 0, sizeof info);
    if (getsockopt(fd, IPPROTO_TCP, TCP_INFO, &info, &length) != 0) return -1;
    if (info.tcpi_state != 1 /* TCP_ESTABLISHED */) return -1;
    *quiet_ms = info.tcpi_last_data_recv < info.tcpi_last_data_sent ? info.tcpi_last_data_recv : info.tcpi_last_data_sent;
#ifdef __linux__
    /* Linux 4.1 and 4.2 added the counters; an older kernel gives a shorter struct and leaves them 0. */
    if (length >= offsetof(struct tcp_info, tcpi_bytes_received) + sizeof info.tcpi_bytes_received) {
        *bytes = info.tcpi_bytes_received + info.tcpi_bytes_acked;
    }
#endif
    return 0;
#else
    (void)fd; (void)quiet_ms;
    return -1;
#endif
}

/* Brings socket `entry`'s count, and the operation's, up to date. Under the watch's mutex. */
static void clibgit2_watch_count(clibgit2_watch *watch, clibgit2_watched_socket *entry, long long now) {
    long long quiet = -1;
    unsigned long long kernel = 0;
    if (clibgit2_socket_state(entry->fd, &quiet, &kernel) == 0 && now - quiet > watch->last_activity_ms) {
        watch->last_activity_ms = now - quiet;
    }
    unsigned long long seen = kernel > entry->through_stream ? kernel : entry->through_stream;
    if (seen > entry->counted) {
        watch->bytes_moved += seen - entry->counted;
        entry->counted = seen;
    }
}

/* Starts a new window now. Under the watch's mutex. */
static void clibgit2_watch_new_window(clibgit2_watch *watch, long long now) {
    watch->window_start_ms = now;
    watch->window_start_bytes = watch->bytes_moved;
    watch->window_progressed = 0;
}

/* Marks the operation timed out for `kind` and shuts its sockets down. Under the watch's mutex. */
static void clibgit2_watch_give_up(clibgit2_watch *watch, int kind, long long waited_ms, unsigned long long bytes) {
    watch->timed_out = 1;
    watch->verdict.kind = kind;
    watch->verdict.waited_ms = waited_ms;
    watch->verdict.bytes = bytes;
    for (int i = 0; i < watch->socket_count; i++) shutdown(watch->sockets[i].fd, SHUT_RDWR);
}

static void *clibgit2_watch_run(void *argument) {
    clibgit2_watch *watch = (clibgit2_watch *)argument;
    pthread_mutex_lock(&watch->mutex);
    while (!watch->stopping) {
        long long now = clibgit2_now_ms();
        for (int i = 0; i < watch->socket_count; i++) clibgit2_watch_count(watch, &watch->sockets[i], now);
        if (!watch->timed_out && watch->socket_count > 0) {
            unsigned long long moved = watch->bytes_moved - watch->window_start_bytes;
            if (now - watch->last_activity_ms >= watch->idle_ms) {
                clibgit2_watch_give_up(watch, CLIBGIT2_WATCH_SILENT, now - watch->last_activity_ms, 0);
            } else if (now - watch->started_ms >= watch->total_ms) {
                clibgit2_watch_give_up(watch, CLIBGIT2_WATCH_TOO_LONG, now - watch->started_ms, watch->bytes_moved);
            } else if (now - watch->window_start_ms >= watch->idle_ms) {
                if (!watch->window_progressed && moved < watch->min_bytes) {
                    clibgit2_watch_give_up(watch, CLIBGIT2_WATCH_TOO_SLOW, now - watch->window_start_ms, moved);
                } else {
                    clibgit2_watch_new_window(watch, now);
                }
            }
        }
        long long wait_ms = watch->idle_ms - (now - watch->last_activity_ms);
        if (wait_ms > 200 || wait_ms < 10) wait_ms = wait_ms < 10 ? 10 : 200;
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_sec += wait_ms / 1000;
        until.tv_nsec += (wait_ms % 1000) * 1000000;
        if (until.tv_nsec >= 1000000000) { until.tv_sec += 1; until.tv_nsec -= 1000000000; }
        pthread_cond_timedwait(&watch->wake, &watch->mutex, &until);
    }
    pthread_mutex_unlock(&watch->mutex);
    return NULL;
}

/* Starts watching the operation about to run on this thread; 0 on success. */
int clibgit2_watch_begin(int idle_ms, long long total_ms, unsigned long long min_bytes) {
    clibgit2_watch *watch = (clibgit2_watch *)calloc(1, sizeof *watch);
    if (watch == NULL) return -1;
    pthread_mutex_init(&watch->mutex, NULL);
    pthread_cond_init(&watch->wake, NULL);
    watch->refs = 1;
    watch->idle_ms = idle_ms > 0 ? idle_ms : 1;
    watch->total_ms = total_ms > 0 ? total_ms : 1;
    watch->min_bytes = min_bytes;
    watch->started_ms = clibgit2_now_ms();
    watch->last_activity_ms = watch->started_ms;
    clibgit2_watch_new_window(watch, watch->started_ms);
    if (pthread_create(&watch->thread, NULL, clibgit2_watch_run, watch) != 0) {
        clibgit2_watch_release(watch);
        return -1;
    }
    clibgit2_current_watch = watch;
    return 0;
}

/* Stops the watchdog of this thread's operation; 1 when it had timed the operation out, and then why
 * in `*verdict` (which may be NULL). */
int clibgit2_watch_end(clibgit2_watch_verdict *verdict) {
    clibgit2_watch *watch = clibgit2_current_watch;
    if (watch == NULL) return 0;
    clibgit2_current_watch = NULL;
    pthread_mutex_lock(&watch->mutex);
    watch->stopping = 1;
    pthread_cond_signal(&watch->wake);
    pthread_mutex_unlock(&watch->mutex);
    pthread_join(watch->thread, NULL);
    int timed_out = watch->timed_out;
    if (verdict != NULL) *verdict = watch->verdict;
    clibgit2_watch_release(watch);
    return timed_out;
}

/* Something happened (a libgit2 callback, bytes through the stream): the operation is not idle. */
static void clibgit2_watch_touch_watch(clibgit2_watch *watch) {
    if (watch == NULL) return;
    pthread_mutex_lock(&watch->mutex);
    watch->last_activity_ms = clibgit2_now_ms();
    pthread_mutex_unlock(&watch->mutex);
}

void clibgit2_watch_touch(void) {
    clibgit2_watch_touch_watch(clibgit2_current_watch);
}

void clibgit2_watch_note_progress(void) {
    clibgit2_watch *watch = clibgit2_current_watch;
    if (watch == NULL) return;
    pthread_mutex_lock(&watch->mutex);
    watch->last_activity_ms = clibgit2_now_ms();
    watch->window_progressed = 1;
    pthread_mutex_unlock(&watch->mutex);
}

/* `count` bytes went through the stream on socket `fd`: activity, and bytes moved (counted at the next
 * look at the sockets). */
static void clibgit2_watch_moved(clibgit2_watch *watch, int fd, size_t count) {
    if (watch == NULL) return;
    pthread_mutex_lock(&watch->mutex);
    watch->last_activity_ms = clibgit2_now_ms();
    for (int i = 0; i < watch->socket_count; i++) {
        if (watch->sockets[i].fd == fd) {
            watch->sockets[i].through_stream += count;
            break;
        }
    }
    pthread_mutex_unlock(&watch->mutex);
}

/* Adds socket `fd` to the watch; a watch that already timed out shuts it down at once. */
static void clibgit2_watch_add(clibgit2_watch *watch, int fd) {
    if (watch == NULL) return;
    pthread_mutex_lock(&watch->mutex);
    if (watch->socket_count < (int)(sizeof watch->sockets / sizeof watch->sockets[0])) {
        clibgit2_watched_socket entry = { fd, 0, 0 };
        watch->sockets[watch->socket_count++] = entry;
    }
    watch->last_activity_ms = clibgit2_now_ms();
    if (watch->timed_out) shutdown(fd, SHUT_RDWR);
    pthread_mutex_unlock(&watch->mutex);
}

/* Socket `fd` is connected: a new window starts (the time to connect is not the server's to use). */
static void clibgit2_watch_connected(clibgit2_watch *watch, int fd) {
    if (watch == NULL) return;
    pthread_mutex_lock(&watch->mutex);
    long long now = clibgit2_now_ms();
    for (int i = 0; i < watch->socket_count; i++) {
        if (watch->sockets[i].fd == fd) clibgit2_watch_count(watch, &watch->sockets[i], now);
    }
    watch->last_activity_ms = now;
    clibgit2_watch_new_window(watch, now);
    pthread_mutex_unlock(&watch->mutex);
}

/* Removes socket `fd` from the watch, before it is closed (its last bytes counted). */
static void clibgit2_watch_remove(clibgit2_watch *watch, int fd) {
    if (watch == NULL) return;
    pthread_mutex_lock(&watch->mutex);
    for (int i = 0; i < watch->socket_count; i++) {
        if (watch->sockets[i].fd == fd) {
            clibgit2_watch_count(watch, &watch->sockets[i], clibgit2_now_ms());
            watch->sockets[i] = watch->sockets[--watch->socket_count];
            break;
        }
    }
    pthread_mutex_unlock(&watch->mutex);
}

/* The first four fields mirror libgit2 1.5's git_socket_stream: its SSH transport reads `s` there. */
typedef struct {
    git_stream parent;
    char *host;
    char *port;
    int s;
    int connect_timeout_ms;
    int idle_timeout_ms;
    /* The watch of the operation that opened this stream (a counted reference), or NULL. */
    clibgit2_watch *watch;
} clibgit2_timed_stream;

void clibgit2_set_network_timeouts(int connect_ms, int idle_ms) {
    clibgit2_connect_timeout_ms = connect_ms > 0 ? connect_ms : 1;
    clibgit2_idle_timeout_ms = idle_ms > 0 ? idle_ms : 1;
    clibgit2_network_timed_out = 0;
}

int clibgit2_network_did_time_out(void) {
    return clibgit2_network_timed_out;
}

/* Waits for `events` on `s`: > 0 ready (or an error recv/send will report), 0 timed out, < 0 failed. */
static int clibgit2_wait(int s, short events, int timeout_ms) {
    long long deadline = clibgit2_now_ms() + timeout_ms;
    for (;;) {
        long long left = deadline - clibgit2_now_ms();
        struct pollfd entry = { s, events, 0 };
        int ready = poll(&entry, 1, left > 0 ? (int)left : 0);
        if (ready < 0 && errno == EINTR) continue;
        return ready;
    }
}

static int clibgit2_timed_connect(git_stream *stream) {
    clibgit2_timed_stream *st = (clibgit2_timed_stream *)stream;
    struct addrinfo hints, *info = NULL, *p;
    int last_error = 0, timed_out = 0;
    memset(&hints, 0, sizeof hints);
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_family = AF_UNSPEC;
    int resolved = getaddrinfo(st->host, st->port, &hints, &info);
    if (resolved != 0) {
        git_error_set(GIT_ERROR_NET, "cannot resolve host '%s': %s", st->host, gai_strerror(resolved));
        return -1;
    }
    for (p = info; p != NULL; p = p->ai_next) {
        int s = socket(p->ai_family, p->ai_socktype, p->ai_protocol);
        if (s < 0) { last_error = errno; continue; }
        fcntl(s, F_SETFD, FD_CLOEXEC);
#ifdef SO_NOSIGPIPE
        int on = 1;
        setsockopt(s, SOL_SOCKET, SO_NOSIGPIPE, &on, sizeof on);
#endif
        int flags = fcntl(s, F_GETFL, 0);
        fcntl(s, F_SETFL, flags | O_NONBLOCK);
        clibgit2_watch_add(st->watch, s);
        int result = connect(s, p->ai_addr, p->ai_addrlen);
        if (result != 0 && (errno == EINPROGRESS || errno == EINTR)) {
            int ready = clibgit2_wait(s, POLLOUT, st->connect_timeout_ms);
            if (ready == 0) {
                timed_out = 1;
                last_error = ETIMEDOUT;
                clibgit2_watch_remove(st->watch, s);
                close(s);
                continue;
            }
            int error = 0;
            socklen_t length = sizeof error;
            if (ready < 0) error = errno;
            else if (getsockopt(s, SOL_SOCKET, SO_ERROR, &error, &length) != 0) error = errno;
            result = error == 0 ? 0 : -1;
            errno = error;
        }
        if (result != 0) {
            last_error = errno;
            clibgit2_watch_remove(st->watch, s);
            close(s);
            continue;
        }
        /* Blocking again: libssh2 uses the socket directly; reads and writes here poll first. */
        fcntl(s, F_SETFL, flags);
        clibgit2_watch_connected(st->watch, s);
        st->s = s;
        freeaddrinfo(info);
        return 0;
    }
    freeaddrinfo(info);
    if (timed_out && last_error == ETIMEDOUT) {
        clibgit2_network_timed_out = 1;
        git_error_set(GIT_ERROR_NET, "timed out after %d s connecting to %s port %s",
                      (st->connect_timeout_ms + 999) / 1000, st->host, st->port);
    } else {
        git_error_set(GIT_ERROR_NET, "cannot connect to %s port %s: %s", st->host, st->port,
                      last_error ? strerror(last_error) : "no address");
    }
    return -1;
}

static ssize_t clibgit2_timed_read(git_stream *stream, void *data, size_t length) {
    clibgit2_timed_stream *st = (clibgit2_timed_stream *)stream;
    int ready = clibgit2_wait(st->s, POLLIN, st->idle_timeout_ms);
    if (ready == 0) {
        clibgit2_network_timed_out = 1;
        git_error_set(GIT_ERROR_NET, "timed out: %s sent nothing for %d s", st->host, (st->idle_timeout_ms + 999) / 1000);
        return -1;
    }
    ssize_t count;
    do { count = ready < 0 ? -1 : recv(st->s, data, length, 0); } while (count < 0 && errno == EINTR && ready > 0);
    if (count > 0) clibgit2_watch_moved(st->watch, st->s, (size_t)count);
    if (count < 0) git_error_set(GIT_ERROR_NET, "error receiving data from %s: %s", st->host, strerror(errno));
    return count;
}

static ssize_t clibgit2_timed_write(git_stream *stream, const char *data, size_t length, int flags) {
    clibgit2_timed_stream *st = (clibgit2_timed_stream *)stream;
    int ready = clibgit2_wait(st->s, POLLOUT, st->idle_timeout_ms);
    if (ready == 0) {
        clibgit2_network_timed_out = 1;
        git_error_set(GIT_ERROR_NET, "timed out: %s took nothing for %d s", st->host, (st->idle_timeout_ms + 999) / 1000);
        return -1;
    }
    ssize_t count;
    do { count = ready < 0 ? -1 : send(st->s, data, length, flags | MSG_NOSIGNAL); } while (count < 0 && errno == EINTR && ready > 0);
    if (count > 0) clibgit2_watch_moved(st->watch, st->s, (size_t)count);
    if (count < 0) git_error_set(GIT_ERROR_NET, "error sending data to %s: %s", st->host, strerror(errno));
    return count;
}

static int clibgit2_timed_close(git_stream *stream) {
    clibgit2_timed_stream *st = (clibgit2_timed_stream *)stream;
    if (st->s >= 0) clibgit2_watch_remove(st->watch, st->s);
    int result = st->s >= 0 ? close(st->s) : 0;
    st->s = -1;
    return result;
}

static void clibgit2_timed_free(git_stream *stream) {
    clibgit2_timed_stream *st = (clibgit2_timed_stream *)stream;
    if (st->s >= 0) {
        clibgit2_watch_remove(st->watch, st->s);
        close(st->s);
    }
    clibgit2_watch_release(st->watch);
    free(st->host);
    free(st->port);
    free(st);
}

static int clibgit2_timed_stream_new(git_stream **out, const char *host, const char *port) {
    clibgit2_timed_stream *st = (clibgit2_timed_stream *)calloc(1, sizeof *st);
    if (st == NULL || (st->host = strdup(host)) == NULL || (st->port = strdup(port ? port : "")) == NULL) {
        if (st) { free(st->host); free(st); }
        git_error_set_oom();
        return -1;
    }
    st->parent.version = GIT_STREAM_VERSION;
    st->parent.connect = clibgit2_timed_connect;
    st->parent.read = clibgit2_timed_read;
    st->parent.write = clibgit2_timed_write;
    st->parent.close = clibgit2_timed_close;
    st->parent.free = clibgit2_timed_free;
    st->s = -1;
    st->connect_timeout_ms = clibgit2_connect_timeout_ms;
    st->idle_timeout_ms = clibgit2_idle_timeout_ms;
    st->watch = clibgit2_current_watch;
    if (st->watch != NULL) {
        pthread_mutex_lock(&st->watch->mutex);
        st->watch->refs++;
        pthread_mutex_unlock(&st->watch->mutex);
    }
    *out = &st->parent;
    return 0;
}

/* Makes the stream above libgit2's standard (TCP) stream; call once, after git_libgit2_init. */
int clibgit2_register_timed_stream(void) {
    git_stream_registration registration;
    memset(&registration, 0, sizeof registration);
    registration.version = GIT_STREAM_VERSION;
    registration.init = clibgit2_timed_stream_new;
    return git_stream_register(GIT_STREAM_STANDARD, &registration);
}
