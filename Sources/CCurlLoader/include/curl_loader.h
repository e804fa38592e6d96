#ifndef CURL_LOADER_H
#define CURL_LOADER_H

#include <stddef.h>

/* One HTTP GET through libcurl, which is loaded with dlopen on the first call rather than linked:
 * linking it would load libcurl and its ~25 libraries (TLS, Kerberos, LDAP, ...) at every start
 * of every program that uses this module. */

/* What a GET came to. */
enum {
    CURL_LOADER_OK = 0,          /* an answer (any HTTP status) */
    CURL_LOADER_UNAVAILABLE = 1, /* libcurl could not be loaded */
    CURL_LOADER_UNREACHABLE = 2, /* name not resolved, connection refused, reset or closed, TLS failed */
    CURL_LOADER_TIMED_OUT = 3,   /* the time limit ran out */
    CURL_LOADER_TOO_LARGE = 4,   /* the body was longer than allowed */
    CURL_LOADER_BAD_ANSWER = 5,  /* what came back was not HTTP */
    CURL_LOADER_FAILED = 6       /* anything else (bad URL, out of memory, ...) */
};

typedef struct {
    int outcome;              /* one of CURL_LOADER_* */
    long status;              /* the HTTP status, 0 without an answer */
    int curl_code;            /* libcurl's CURLcode, 0 when libcurl was not called */
    unsigned char *body;      /* malloc'ed, body_length bytes; free with curl_loader_response_free */
    size_t body_length;
    char message[256];        /* libcurl's (or dlopen's) error text, empty on success */
} curl_loader_response;

/* GETs `url` (http or https, no redirects) within `timeout_ms` milliseconds in all, keeping at most
 * `max_body_bytes` of body. `no_proxy` overrides the no_proxy environment variable when not NULL.
 * Blocks the calling thread; safe to call from several threads at once. */
void curl_loader_get(const char *url, long timeout_ms, size_t max_body_bytes, const char *no_proxy,
                     curl_loader_response *response);

/* Frees the body of `response`. */
void curl_loader_response_free(curl_loader_response *response);

#endif
