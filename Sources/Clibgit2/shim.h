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

/* The C library's headers, through this module as ever: a release build against the static Swift SDK
 * resolves Foundation's inlined uses of memcpy and friends through them (without them it fails). */
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
