#ifndef CLIBGIT2_SHIM_H
#define CLIBGIT2_SHIM_H
#include <git2.h>
/* An in-memory object database, dumped as one pack: many new blobs without one file each. */
#include <git2/sys/mempack.h>
/* mbedTLS ships with libgit2-dev on Debian (a dependency); its SHA-1 checksums the index file. */
#include <mbedtls/sha1.h>

/* git_libgit2_opts is variadic, which Swift cannot call: one small wrapper per option used. */
static inline int clibgit2_enable_fsync_gitdir(int enabled) {
    return git_libgit2_opts(GIT_OPT_ENABLE_FSYNC_GITDIR, enabled);
}

/* SHA-1 of a buffer into out[20]; 0 on success. */
static inline int clibgit2_sha1(const unsigned char *input, size_t length, unsigned char out[20]) {
    return mbedtls_sha1_ret(input, length, out);
}

/* ---- Network: a TCP stream with timeouts ------------------------------------------------------
 * libgit2 1.5's own socket stream has no timeout: a server that accepts and then says nothing
 * blocks a fetch forever. This stream (registered as libgit2's standard stream, so git://, http://
 * and the TCP under https:// use it) gives up after a connect timeout and after an idle timeout on
 * every read and write, and never raises SIGPIPE. The timeouts are per thread (libgit2 runs a fetch
 * or push on the calling thread). Swift must call every function of this block from ONE Swift file
 * (GitKit's Network.swift): each object file gets its own copy of these statics. */
#include <git2/sys/stream.h>
#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

#ifndef MSG_NOSIGNAL /* macOS: SO_NOSIGPIPE on the socket instead */
#define MSG_NOSIGNAL 0
#endif

/* The first four fields mirror libgit2 1.5's git_socket_stream: its SSH transport reads `s` there. */
typedef struct {
    git_stream parent;
    char *host;
    char *port;
    int s;
    int connect_timeout_ms;
    int idle_timeout_ms;
} clibgit2_timed_stream;

static _Thread_local int clibgit2_connect_timeout_ms = 20000;
static _Thread_local int clibgit2_idle_timeout_ms = 120000;
/* 1 after a stream of this thread gave up waiting; reset by clibgit2_set_network_timeouts. */
static _Thread_local int clibgit2_network_timed_out = 0;

static inline void clibgit2_set_network_timeouts(int connect_ms, int idle_ms) {
    clibgit2_connect_timeout_ms = connect_ms > 0 ? connect_ms : 1;
    clibgit2_idle_timeout_ms = idle_ms > 0 ? idle_ms : 1;
    clibgit2_network_timed_out = 0;
}

static inline int clibgit2_network_did_time_out(void) {
    return clibgit2_network_timed_out;
}

static inline long long clibgit2_now_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

/* Waits for `events` on `s`: > 0 ready (or an error recv/send will report), 0 timed out, < 0 failed. */
static inline int clibgit2_wait(int s, short events, int timeout_ms) {
    long long deadline = clibgit2_now_ms() + timeout_ms;
    for (;;) {
        long long left = deadline - clibgit2_now_ms();
        struct pollfd entry = { s, events, 0 };
        int ready = poll(&entry, 1, left > 0 ? (int)left : 0);
        if (ready < 0 && errno == EINTR) continue;
        return ready;
    }
}

static inline int clibgit2_timed_connect(git_stream *stream) {
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
        int result = connect(s, p->ai_addr, p->ai_addrlen);
        if (result != 0 && (errno == EINPROGRESS || errno == EINTR)) {
            int ready = clibgit2_wait(s, POLLOUT, st->connect_timeout_ms);
            if (ready == 0) {
                timed_out = 1;
                last_error = ETIMEDOUT;
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
            close(s);
            continue;
        }
        /* Blocking again: libssh2 uses the socket directly; reads and writes here poll first. */
        fcntl(s, F_SETFL, flags);
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

static inline ssize_t clibgit2_timed_read(git_stream *stream, void *data, size_t length) {
    clibgit2_timed_stream *st = (clibgit2_timed_stream *)stream;
    int ready = clibgit2_wait(st->s, POLLIN, st->idle_timeout_ms);
    if (ready == 0) {
        clibgit2_network_timed_out = 1;
        git_error_set(GIT_ERROR_NET, "timed out: %s sent nothing for %d s", st->host, (st->idle_timeout_ms + 999) / 1000);
        return -1;
    }
    ssize_t count;
    do { count = ready < 0 ? -1 : recv(st->s, data, length, 0); } while (count < 0 && errno == EINTR && ready > 0);
    if (count < 0) git_error_set(GIT_ERROR_NET, "error receiving data from %s: %s", st->host, strerror(errno));
    return count;
}

static inline ssize_t clibgit2_timed_write(git_stream *stream, const char *data, size_t length, int flags) {
    clibgit2_timed_stream *st = (clibgit2_timed_stream *)stream;
    int ready = clibgit2_wait(st->s, POLLOUT, st->idle_timeout_ms);
    if (ready == 0) {
        clibgit2_network_timed_out = 1;
        git_error_set(GIT_ERROR_NET, "timed out: %s took nothing for %d s", st->host, (st->idle_timeout_ms + 999) / 1000);
        return -1;
    }
    ssize_t count;
    do { count = ready < 0 ? -1 : send(st->s, data, length, flags | MSG_NOSIGNAL); } while (count < 0 && errno == EINTR && ready > 0);
    if (count < 0) git_error_set(GIT_ERROR_NET, "error sending data to %s: %s", st->host, strerror(errno));
    return count;
}

static inline int clibgit2_timed_close(git_stream *stream) {
    clibgit2_timed_stream *st = (clibgit2_timed_stream *)stream;
    int result = st->s >= 0 ? close(st->s) : 0;
    st->s = -1;
    return result;
}

static inline void clibgit2_timed_free(git_stream *stream) {
    clibgit2_timed_stream *st = (clibgit2_timed_stream *)stream;
    if (st->s >= 0) close(st->s);
    free(st->host);
    free(st->port);
    free(st);
}

static inline int clibgit2_timed_stream_new(git_stream **out, const char *host, const char *port) {
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
    *out = &st->parent;
    return 0;
}

/* Makes the stream above libgit2's standard (TCP) stream; call once, after git_libgit2_init. */
static inline int clibgit2_register_timed_stream(void) {
    git_stream_registration registration;
    memset(&registration, 0, sizeof registration);
    registration.version = GIT_STREAM_VERSION;
    registration.init = clibgit2_timed_stream_new;
    return git_stream_register(GIT_STREAM_STANDARD, &registration);
}
#endif
