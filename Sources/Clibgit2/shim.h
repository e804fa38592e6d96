#ifndef CLIBGIT2_SHIM_H
#define CLIBGIT2_SHIM_H
#include <git2.h>
/* An in-memory object database, dumped as one pack: many new blobs without one file each. */
#include <git2/sys/mempack.h>
/* A backend's own write, which takes the object's id instead of hashing the data again (PackWriter
 * hashes many blobs at once on every core, then hands them to its in-memory backend). */
#include <git2/sys/odb_backend.h>
static inline int clibgit2_odb_backend_write(
    git_odb_backend *backend, const git_oid *id, const void *data, size_t length, git_object_t type) {
    return backend->write(backend, id, data, length, type);
}
/* git_repository_set_index: an empty in-memory index on the handle that looks attributes up. */
#include <git2/sys/repository.h>
/* zlib ships with libgit2-dev on Debian (a dependency): a pack's objects are compressed with it. */
#include <zlib.h>
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
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <pthread.h>
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

static inline long long clibgit2_now_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

/* ---- Network: a watchdog over the sockets of one fetch or push ----------------------------------
 * libssh2 (ssh://) reads and writes the socket itself, without any timeout (and libgit2 1.5 retries
 * its handshake on LIBSSH2_ERROR_TIMEOUT), so the waits of the stream below never run for it: a
 * server that accepts and never sends its banner blocked a sync for good. The watchdog is a thread
 * that watches every socket the operation opened. Activity is a byte received or sent on one of them
 * (the kernel's TCP_INFO, whoever reads the socket), a read or write through the stream, or a libgit2
 * callback (clibgit2_watch_touch). After `idle_ms` without any while a socket is open, it marks the
 * operation timed out and shuts the sockets down (shutdown(2)), which wakes a blocked poll, recv or
 * connect with an error, so libgit2 returns. Sockets are registered before connect and unregistered
 * before close, under the watch's mutex, so the watchdog never touches a descriptor that was reused. */
typedef struct {
    pthread_mutex_t mutex;
    pthread_cond_t wake;
    int refs;
    int stopping;
    int timed_out;
    int idle_ms;
    long long last_activity_ms;
    int fds[16];
    int fd_count;
    pthread_t thread;
} clibgit2_watch;

/* The watch of the operation running on this thread (libgit2 runs a fetch or push on the caller's thread). */
static _Thread_local clibgit2_watch *clibgit2_current_watch = NULL;

static inline void clibgit2_watch_release(clibgit2_watch *watch) {
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

/* Milliseconds since a byte last moved on socket `fd` (either way), or -1 when the kernel cannot say. */
static inline long long clibgit2_socket_quiet_ms(int fd) {
#ifdef TCP_INFO
    struct tcp_info info;
    socklen_t length = sizeof info;
    memset(&info, 0, sizeof info);
    if (getsockopt(fd, IPPROTO_TCP, TCP_INFO, &info, &length) != 0) return -1;
    if (info.tcpi_state != 1 /* TCP_ESTABLISHED */) return -1;
    return info.tcpi_last_data_recv < info.tcpi_last_data_sent ? info.tcpi_last_data_recv : info.tcpi_last_data_sent;
#else
    (void)fd;
    return -1;
#endif
}

static inline void *clibgit2_watch_run(void *argument) {
    clibgit2_watch *watch = (clibgit2_watch *)argument;
    pthread_mutex_lock(&watch->mutex);
    while (!watch->stopping) {
        long long now = clibgit2_now_ms();
        for (int i = 0; i < watch->fd_count; i++) {
            long long quiet = clibgit2_socket_quiet_ms(watch->fds[i]);
            if (quiet >= 0 && now - quiet > watch->last_activity_ms) watch->last_activity_ms = now - quiet;
        }
        if (!watch->timed_out && watch->fd_count > 0 && now - watch->last_activity_ms >= watch->idle_ms) {
            watch->timed_out = 1;
            for (int i = 0; i < watch->fd_count; i++) shutdown(watch->fds[i], SHUT_RDWR);
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
static inline int clibgit2_watch_begin(int idle_ms) {
    clibgit2_watch *watch = (clibgit2_watch *)calloc(1, sizeof *watch);
    if (watch == NULL) return -1;
    pthread_mutex_init(&watch->mutex, NULL);
    pthread_cond_init(&watch->wake, NULL);
    watch->refs = 1;
    watch->idle_ms = idle_ms > 0 ? idle_ms : 1;
    watch->last_activity_ms = clibgit2_now_ms();
    if (pthread_create(&watch->thread, NULL, clibgit2_watch_run, watch) != 0) {
        clibgit2_watch_release(watch);
        return -1;
    }
    clibgit2_current_watch = watch;
    return 0;
}

/* Stops the watchdog of this thread's operation; 1 when it had timed the operation out. */
static inline int clibgit2_watch_end(void) {
    clibgit2_watch *watch = clibgit2_current_watch;
    if (watch == NULL) return 0;
    clibgit2_current_watch = NULL;
    pthread_mutex_lock(&watch->mutex);
    watch->stopping = 1;
    pthread_cond_signal(&watch->wake);
    pthread_mutex_unlock(&watch->mutex);
    pthread_join(watch->thread, NULL);
    int timed_out = watch->timed_out;
    clibgit2_watch_release(watch);
    return timed_out;
}

/* Something happened (a libgit2 callback, bytes through the stream): the operation is not idle. */
static inline void clibgit2_watch_touch_watch(clibgit2_watch *watch) {
    if (watch == NULL) return;
    pthread_mutex_lock(&watch->mutex);
    watch->last_activity_ms = clibgit2_now_ms();
    pthread_mutex_unlock(&watch->mutex);
}

static inline void clibgit2_watch_touch(void) {
    clibgit2_watch_touch_watch(clibgit2_current_watch);
}

/* Adds socket `fd` to the watch; a watch that already timed out shuts it down at once. */
static inline void clibgit2_watch_add(clibgit2_watch *watch, int fd) {
    if (watch == NULL) return;
    pthread_mutex_lock(&watch->mutex);
    if (watch->fd_count < (int)(sizeof watch->fds / sizeof watch->fds[0])) watch->fds[watch->fd_count++] = fd;
    watch->last_activity_ms = clibgit2_now_ms();
    if (watch->timed_out) shutdown(fd, SHUT_RDWR);
    pthread_mutex_unlock(&watch->mutex);
}

/* Removes socket `fd` from the watch, before it is closed. */
static inline void clibgit2_watch_remove(clibgit2_watch *watch, int fd) {
    if (watch == NULL) return;
    pthread_mutex_lock(&watch->mutex);
    for (int i = 0; i < watch->fd_count; i++) {
        if (watch->fds[i] == fd) { watch->fds[i] = watch->fds[--watch->fd_count]; break; }
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

static inline void clibgit2_set_network_timeouts(int connect_ms, int idle_ms) {
    clibgit2_connect_timeout_ms = connect_ms > 0 ? connect_ms : 1;
    clibgit2_idle_timeout_ms = idle_ms > 0 ? idle_ms : 1;
    clibgit2_network_timed_out = 0;
}

static inline int clibgit2_network_did_time_out(void) {
    return clibgit2_network_timed_out;
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
    if (count > 0) clibgit2_watch_touch_watch(st->watch);
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
    if (count > 0) clibgit2_watch_touch_watch(st->watch);
    if (count < 0) git_error_set(GIT_ERROR_NET, "error sending data to %s: %s", st->host, strerror(errno));
    return count;
}

static inline int clibgit2_timed_close(git_stream *stream) {
    clibgit2_timed_stream *st = (clibgit2_timed_stream *)stream;
    if (st->s >= 0) clibgit2_watch_remove(st->watch, st->s);
    int result = st->s >= 0 ? close(st->s) : 0;
    st->s = -1;
    return result;
}

static inline void clibgit2_timed_free(git_stream *stream) {
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
static inline int clibgit2_register_timed_stream(void) {
    git_stream_registration registration;
    memset(&registration, 0, sizeof registration);
    registration.version = GIT_STREAM_VERSION;
    registration.init = clibgit2_timed_stream_new;
    return git_stream_register(GIT_STREAM_STANDARD, &registration);
}
/* ---- Filters: a filter driver run in process, on whole files ------------------------------------
 * libgit2 streams a file through a filter; a driver such as git-crypt needs the whole file first (its
 * nonce is an HMAC of all of it). This filter, registered for the attribute `filter=DRIVER`, collects
 * the bytes and hands them, with the repository's git folder and the path, to `transform` (a Swift
 * function) when the stream closes, then passes what it returns on. `check` decides per repository
 * and path: 0 to filter, GIT_PASSTHROUGH to leave the bytes alone. Both set a libgit2 error
 * (git_error_set_str) when they return one. The filter is never unregistered. */
#include <git2/sys/filter.h>

typedef int (*clibgit2_filter_check_fn)(const char *driver, const char *gitdir, const char *path);
typedef int (*clibgit2_filter_transform_fn)(const char *driver, const char *gitdir, const char *path, int to_odb,
                                            const unsigned char *input, size_t length,
                                            unsigned char **output, size_t *output_length);

typedef struct {
    git_filter filter; /* first: libgit2 hands this pointer back to the callbacks */
    char *driver;
    char *attributes;
    clibgit2_filter_check_fn check;
    clibgit2_filter_transform_fn transform;
} clibgit2_whole_file_filter;

typedef struct {
    git_writestream stream; /* first: libgit2 hands this pointer back */
    git_writestream *next;
    clibgit2_whole_file_filter *owner;
    char *gitdir;
    char *path;
    int to_odb;
    unsigned char *data;
    size_t length;
    size_t capacity;
} clibgit2_whole_file_stream;

static inline int clibgit2_whole_file_write(git_writestream *stream, const char *buffer, size_t length) {
    clibgit2_whole_file_stream *s = (clibgit2_whole_file_stream *)stream;
    if (length > SIZE_MAX - s->length) { git_error_set_oom(); return -1; }
    if (s->length + length > s->capacity) {
        size_t capacity = s->capacity ? s->capacity : 8192;
        while (capacity < s->length + length) capacity = capacity > SIZE_MAX / 2 ? s->length + length : capacity * 2;
        unsigned char *grown = (unsigned char *)realloc(s->data, capacity);
        if (grown == NULL) { git_error_set_oom(); return -1; }
        s->data = grown;
        s->capacity = capacity;
    }
    if (length > 0) memcpy(s->data + s->length, buffer, length);
    s->length += length;
    return 0;
}

static inline int clibgit2_whole_file_close(git_writestream *stream) {
    clibgit2_whole_file_stream *s = (clibgit2_whole_file_stream *)stream;
    unsigned char *output = NULL;
    size_t output_length = 0;
    int error = s->owner->transform(s->owner->driver, s->gitdir, s->path, s->to_odb,
                                    s->data ? s->data : (const unsigned char *)"", s->length, &output, &output_length);
    if (error == 0 && output_length > 0) error = s->next->write(s->next, (const char *)output, output_length);
    free(output);
    if (error == 0) error = s->next->close(s->next);
    return error;
}

static inline void clibgit2_whole_file_free(git_writestream *stream) {
    clibgit2_whole_file_stream *s = (clibgit2_whole_file_stream *)stream;
    free(s->data);
    free(s->gitdir);
    free(s->path);
    free(s);
}

static inline int clibgit2_whole_file_check(git_filter *self, void **payload, const git_filter_source *src, const char **values) {
    (void)payload; (void)values;
    clibgit2_whole_file_filter *filter = (clibgit2_whole_file_filter *)self;
    const char *gitdir = git_repository_path(git_filter_source_repo(src));
    const char *path = git_filter_source_path(src);
    return filter->check(filter->driver, gitdir ? gitdir : "", path ? path : "");
}

static inline int clibgit2_whole_file_open(git_writestream **out, git_filter *self, void **payload,
                                           const git_filter_source *src, git_writestream *next) {
    (void)payload;
    clibgit2_whole_file_stream *s = (clibgit2_whole_file_stream *)calloc(1, sizeof *s);
    const char *gitdir = git_repository_path(git_filter_source_repo(src));
    const char *path = git_filter_source_path(src);
    if (s == NULL) { git_error_set_oom(); return -1; }
    s->gitdir = strdup(gitdir ? gitdir : "");
    s->path = strdup(path ? path : "");
    if (s->gitdir == NULL || s->path == NULL) { clibgit2_whole_file_free(&s->stream); git_error_set_oom(); return -1; }
    s->stream.write = clibgit2_whole_file_write;
    s->stream.close = clibgit2_whole_file_close;
    s->stream.free = clibgit2_whole_file_free;
    s->next = next;
    s->owner = (clibgit2_whole_file_filter *)self;
    s->to_odb = git_filter_source_mode(src) == GIT_FILTER_TO_ODB;
    *out = &s->stream;
    return 0;
}

/* Registers the filter for `filter=DRIVER` under the name DRIVER; 0 on success, GIT_EEXISTS when a
 * filter of that name is registered already. */
static inline int clibgit2_register_whole_file_filter(const char *driver, clibgit2_filter_check_fn check,
                                                      clibgit2_filter_transform_fn transform) {
    clibgit2_whole_file_filter *filter = (clibgit2_whole_file_filter *)calloc(1, sizeof *filter);
    if (filter == NULL) return -1;
    git_filter_init(&filter->filter, GIT_FILTER_VERSION);
    filter->driver = strdup(driver);
    filter->attributes = (char *)malloc(strlen(driver) + 8);
    if (filter->driver == NULL || filter->attributes == NULL) { free(filter->driver); free(filter->attributes); free(filter); return -1; }
    strcpy(filter->attributes, "filter=");
    strcat(filter->attributes, driver);
    filter->filter.attributes = filter->attributes;
    filter->filter.check = clibgit2_whole_file_check;
    filter->filter.stream = clibgit2_whole_file_open;
    filter->check = check;
    filter->transform = transform;
    int error = git_filter_register(driver, &filter->filter, GIT_FILTER_DRIVER_PRIORITY);
    if (error < 0) { free(filter->driver); free(filter->attributes); free(filter); }
    return error;
}


#endif
