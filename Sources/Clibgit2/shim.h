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
#endif
