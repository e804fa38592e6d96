#include "curl_loader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The few parts of libcurl's ABI used here, as curl.h defines them (stable since libcurl 7.16;
 * curl.h itself is not needed to build). */
#define CURLOPT_WRITEDATA 10001
#define CURLOPT_URL 10002
#define CURLOPT_ERRORBUFFER 10010
#define CURLOPT_WRITEFUNCTION 20011
#define CURLOPT_NOSIGNAL 99
#define CURLOPT_TIMEOUT_MS 155
#define CURLOPT_CONNECTTIMEOUT_MS 156
#define CURLOPT_NOPROXY 10177
#define CURLOPT_PROTOCOLS 181
#define CURLPROTO_HTTP 1L
#define CURLPROTO_HTTPS 2L
#define CURLINFO_RESPONSE_CODE 0x200002
#define CURL_GLOBAL_DEFAULT 3L
#define CURLE_ERROR_SIZE 256

#define CURLE_OK 0
#define CURLE_COULDNT_RESOLVE_PROXY 5
#define CURLE_COULDNT_RESOLVE_HOST 6
#define CURLE_COULDNT_CONNECT 7
#define CURLE_WEIRD_SERVER_REPLY 8
#define CURLE_PARTIAL_FILE 18
#define CURLE_WRITE_ERROR 23
#define CURLE_OPERATION_TIMEDOUT 28
#define CURLE_SSL_CONNECT_ERROR 35
#define CURLE_GOT_NOTHING 52
#define CURLE_SEND_ERROR 55
#define CURLE_RECV_ERROR 56
#define CURLE_PEER_FAILED_VERIFICATION 60
#define CURLE_BAD_CONTENT_ENCODING 61

typedef void CURL;

static struct {
    int (*global_init)(long flags);
    CURL *(*easy_init)(void);
    int (*easy_setopt)(CURL *handle, int option, ...);
    int (*easy_perform)(CURL *handle);
    int (*easy_getinfo)(CURL *handle, int info, ...);
    void (*easy_cleanup)(CURL *handle);
    const char *(*easy_strerror)(int code);
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int loaded = 0;
static char load_error[CURLE_ERROR_SIZE];

static void load(void) {
    static const char *const names[] = {
        "libcurl.so.4", "libcurl-gnutls.so.4", "libcurl-nss.so.4", "libcurl.so",
        "/usr/lib/libcurl.4.dylib", "libcurl.4.dylib",
    };
    void *library = NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && library == NULL; i++) {
        library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    }
    if (library == NULL) {
        const char *error = dlerror();
        snprintf(load_error, sizeof load_error, "libcurl could not be loaded: %s", error ? error : "not found");
        return;
    }
    curl.global_init = (int (*)(long))dlsym(library, "curl_global_init");
    curl.easy_init = (CURL * (*)(void)) dlsym(library, "curl_easy_init");
    curl.easy_setopt = (int (*)(CURL *, int, ...))dlsym(library, "curl_easy_setopt");
    curl.easy_perform = (int (*)(CURL *))dlsym(library, "curl_easy_perform");
    curl.easy_getinfo = (int (*)(CURL *, int, ...))dlsym(library, "curl_easy_getinfo");
    curl.easy_cleanup = (void (*)(CURL *))dlsym(library, "curl_easy_cleanup");
    curl.easy_strerror = (const char *(*)(int))dlsym(library, "curl_easy_strerror");
    if (!curl.global_init || !curl.easy_init || !curl.easy_setopt || !curl.easy_perform || !curl.easy_getinfo ||
        !curl.easy_cleanup || !curl.easy_strerror) {
        snprintf(load_error, sizeof load_error, "libcurl lacks a function this program needs");
        return;
    }
    /* Not thread-safe in older libcurl, hence here, once. */
    int code = curl.global_init(CURL_GLOBAL_DEFAULT);
    if (code != CURLE_OK) {
        snprintf(load_error, sizeof load_error, "curl_global_init failed: %s", curl.easy_strerror(code));
        return;
    }
    loaded = 1;
}

typedef struct {
    unsigned char *data;
    size_t length;
    size_t capacity;
    size_t limit;
    int too_large;
    int out_of_memory;
} body_buffer;

static size_t append(char *bytes, size_t size, size_t count, void *context) {
    body_buffer *buffer = context;
    size_t length = size * count;
    if (length > buffer->limit - buffer->length) {
        buffer->too_large = 1;
        return 0; /* aborts the transfer with CURLE_WRITE_ERROR */
    }
    if (buffer->length + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 16384;
        while (capacity < buffer->length + length) capacity *= 2;
        if (capacity > buffer->limit) capacity = buffer->limit;
        unsigned char *grown = realloc(buffer->data, capacity);
        if (grown == NULL) {
            buffer->out_of_memory = 1;
            return 0;
        }
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->length, bytes, length);
    buffer->length += length;
    return length;
}

static int outcome_of(int code) {
    switch (code) {
    case CURLE_OK:
        return CURL_LOADER_OK;
    case CURLE_OPERATION_TIMEDOUT:
        return CURL_LOADER_TIMED_OUT;
    case CURLE_COULDNT_RESOLVE_PROXY:
    case CURLE_COULDNT_RESOLVE_HOST:
    case CURLE_COULDNT_CONNECT:
    case CURLE_PARTIAL_FILE:
    case CURLE_SSL_CONNECT_ERROR:
    case CURLE_GOT_NOTHING:
    case CURLE_SEND_ERROR:
    case CURLE_RECV_ERROR:
    case CURLE_PEER_FAILED_VERIFICATION:
        return CURL_LOADER_UNREACHABLE;
    case CURLE_WEIRD_SERVER_REPLY:
    case CURLE_BAD_CONTENT_ENCODING:
        return CURL_LOADER_BAD_ANSWER;
    default:
        return CURL_LOADER_FAILED;
    }
}

void curl_loader_get(const char *url, long timeout_ms, size_t max_body_bytes, const char *no_proxy,
                     curl_loader_response *response) {
    memset(response, 0, sizeof *response);
    pthread_once(&load_once, load);
    if (!loaded) {
        response->outcome = CURL_LOADER_UNAVAILABLE;
        snprintf(response->message, sizeof response->message, "%s", load_error);
        return;
    }
    CURL *handle = curl.easy_init();
    if (handle == NULL) {
        response->outcome = CURL_LOADER_FAILED;
        snprintf(response->message, sizeof response->message, "curl_easy_init failed");
        return;
    }
    if (timeout_ms < 1) timeout_ms = 1;
    body_buffer buffer = {.limit = max_body_bytes};
    char error[CURLE_ERROR_SIZE] = "";
    curl.easy_setopt(handle, CURLOPT_URL, url);
    curl.easy_setopt(handle, CURLOPT_PROTOCOLS, CURLPROTO_HTTP | CURLPROTO_HTTPS);
    curl.easy_setopt(handle, CURLOPT_NOSIGNAL, 1L); /* no SIGALRM: this runs on a worker thread */
    curl.easy_setopt(handle, CURLOPT_TIMEOUT_MS, timeout_ms);
    curl.easy_setopt(handle, CURLOPT_CONNECTTIMEOUT_MS, timeout_ms);
    curl.easy_setopt(handle, CURLOPT_ERRORBUFFER, error);
    curl.easy_setopt(handle, CURLOPT_WRITEFUNCTION, append);
    curl.easy_setopt(handle, CURLOPT_WRITEDATA, &buffer);
    if (no_proxy != NULL) curl.easy_setopt(handle, CURLOPT_NOPROXY, no_proxy);
    int code = curl.easy_perform(handle);
    long status = 0;
    curl.easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &status);
    curl.easy_cleanup(handle);

    response->curl_code = code;
    response->status = status;
    if (code == CURLE_WRITE_ERROR && buffer.too_large) {
        response->outcome = CURL_LOADER_TOO_LARGE;
    } else {
        response->outcome = outcome_of(code);
    }
    if (code != CURLE_OK) {
        snprintf(response->message, sizeof response->message, "%s", error[0] ? error : curl.easy_strerror(code));
        free(buffer.data);
        return;
    }
    response->body = buffer.data;
    response->body_length = buffer.length;
}

void curl_loader_response_free(curl_loader_response *response) {
    free(response->body);
    response->body = NULL;
    response->body_length = 0;
}
