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

/* git_libgit2_opts is variadic, which Swift cannot call: one small wrapper per option used. */
static inline int clibgit2_enable_fsync_gitdir(int enabled) {
    return git_libgit2_opts(GIT_OPT_ENABLE_FSYNC_GITDIR, enabled);
}

/* How much of a pack libgit2 maps at once (`window`) and in all (`mapped`, a limit it keeps by
 * unmapping windows not in use). 0 on success. */
static inline int clibgit2_set_mwindow_limits(size_t window, size_t mapped) {
    int error = git_libgit2_opts(GIT_OPT_SET_MWINDOW_SIZE, window);
    return error < 0 ? error : git_libgit2_opts(GIT_OPT_SET_MWINDOW_MAPPED_LIMIT, mapped);
}

/* The folders libgit2 looks in for the XDG config and attributes files (`$XDG_CONFIG_HOME/git` or
 * `~/.config/git`, joined by GIT_PATH_LIST_SEPARATOR), as libgit2 worked them out; 0 on success. */
static inline int clibgit2_xdg_search_path(git_buf *out) {
    return git_libgit2_opts(GIT_OPT_GET_SEARCH_PATH, GIT_CONFIG_LEVEL_XDG, out);
}

/* The C library's headers, through this module as ever: a release build against the static Swift SDK
 * resolves Foundation's inlined uses of memcpy and friends through them (without them it fails). */
#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

/* ---- Filters: a filter driver run in process, on whole files, never held whole in memory ----------
 * libgit2 streams a file through a filter; a driver such as git-crypt needs the whole file first (its
 * nonce is an HMAC of all of it), and reads it twice. This filter, registered for the attribute
 * `filter=DRIVER`, collects the bytes: in memory up to CLIBGIT2_FILTER_MEMORY, beyond that in a file
 * of the repository's git folder that has no name (O_TMPFILE; or a name removed at once), so nothing
 * is left behind and no plain text goes to /tmp. When the stream closes it hands them, with the git
 * folder and the path, to `transform` (a Swift function), which reads them as often as it needs and
 * passes its result on a piece at a time through `emit`. `check` decides per repository and path: 0
 * to filter, GIT_PASSTHROUGH to leave the bytes alone. Both set a libgit2 error (git_error_set_str)
 * when they return one. The filter is never unregistered. */
#include <git2/sys/filter.h>

#define CLIBGIT2_FILTER_MEMORY ((size_t)1 << 20)

/* Hands `length` bytes of the result on; 0, or a libgit2 error (set) to return. */
typedef int (*clibgit2_filter_emit_fn)(void *sink, const unsigned char *bytes, size_t length);
typedef int (*clibgit2_filter_check_fn)(const char *driver, const char *gitdir, const char *path);
/* The `length` bytes to transform are at `input` when `input_fd` is -1, else the first `length` bytes
 * of the file `input_fd` (read them with pread; the file is the filter's). */
typedef int (*clibgit2_filter_transform_fn)(const char *driver, const char *gitdir, const char *path, int to_odb,
                                            const unsigned char *input, int input_fd, size_t length,
                                            clibgit2_filter_emit_fn emit, void *sink);

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
    unsigned char *data; /* the bytes while they fit in CLIBGIT2_FILTER_MEMORY */
    size_t length;
    size_t capacity;
    int spill_fd; /* -1, or the unnamed file holding all `length` bytes */
} clibgit2_whole_file_stream;

/* glibc names O_TMPFILE only under _GNU_SOURCE, which this module is not compiled with: Linux's value
 * on the architectures diary is built for. */
#if !defined(O_TMPFILE) && defined(__linux__) && (defined(__x86_64__) || defined(__aarch64__))
#define O_TMPFILE (020000000 | O_DIRECTORY)
#endif

/* A file for the bytes in the git folder `gitdir`, with no name; -1 when none can be made there. */
static inline int clibgit2_filter_spill_file(const char *gitdir) {
#ifdef O_TMPFILE
    int unnamed = open(gitdir, O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
    if (unnamed >= 0) return unnamed;
#endif
    size_t length = strlen(gitdir);
    char *name = (char *)malloc(length + 32);
    if (name == NULL) return -1;
    snprintf(name, length + 32, "%s%sfilter-XXXXXX", gitdir, length > 0 && gitdir[length - 1] == '/' ? "" : "/");
    int fd = mkstemp(name);
    if (fd >= 0) {
        unlink(name);
        fcntl(fd, F_SETFD, FD_CLOEXEC);
    }
    free(name);
    return fd;
}

static inline int clibgit2_filter_write_all(int fd, const char *buffer, size_t length) {
    while (length > 0) {
        ssize_t written = write(fd, buffer, length);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return -1;
        buffer += written;
        length -= (size_t)written;
    }
    return 0;
}

static inline int clibgit2_whole_file_write(git_writestream *stream, const char *buffer, size_t length) {
    clibgit2_whole_file_stream *s = (clibgit2_whole_file_stream *)stream;
    if (length > SIZE_MAX - s->length) { git_error_set_oom(); return -1; }
    if (s->spill_fd < 0 && s->length + length > CLIBGIT2_FILTER_MEMORY) {
        /* Too much to hold: everything so far, and all that follows, goes to a file. */
        int fd = clibgit2_filter_spill_file(s->gitdir);
        if (fd >= 0 && clibgit2_filter_write_all(fd, (const char *)s->data, s->length) == 0) {
            s->spill_fd = fd;
            free(s->data);
            s->data = NULL;
            s->capacity = 0;
        } else if (fd >= 0) {
            close(fd);
        }
        /* A git folder that takes no file: the bytes stay in memory, as they must go somewhere. */
    }
    if (s->spill_fd >= 0) {
        if (clibgit2_filter_write_all(s->spill_fd, buffer, length) != 0) {
            git_error_set(GIT_ERROR_OS, "cannot write the filter's copy of '%s' in %s: %s", s->path, s->gitdir, strerror(errno));
            return -1;
        }
        s->length += length;
        return 0;
    }
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

static inline int clibgit2_whole_file_emit(void *sink, const unsigned char *bytes, size_t length) {
    git_writestream *next = (git_writestream *)sink;
    return length > 0 ? next->write(next, (const char *)bytes, length) : 0;
}

static inline int clibgit2_whole_file_close(git_writestream *stream) {
    clibgit2_whole_file_stream *s = (clibgit2_whole_file_stream *)stream;
    int error = s->owner->transform(s->owner->driver, s->gitdir, s->path, s->to_odb,
                                    s->data ? s->data : (const unsigned char *)"", s->spill_fd, s->length,
                                    clibgit2_whole_file_emit, s->next);
    if (error == 0) error = s->next->close(s->next);
    return error;
}

static inline void clibgit2_whole_file_free(git_writestream *stream) {
    clibgit2_whole_file_stream *s = (clibgit2_whole_file_stream *)stream;
    if (s->spill_fd >= 0) close(s->spill_fd);
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
    s->spill_fd = -1;
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
