#ifndef CCMARK_GFM_SHIM_H
#define CCMARK_GFM_SHIM_H
/* cmark-gfm from the system (Debian: libcmark-gfm-dev and libcmark-gfm-extensions-dev 0.29.0.gfm.6):
 * the CommonMark parser and HTML renderer, and GitHub's extensions (table, strikethrough, autolink,
 * tagfilter, tasklist). The extensions library has no pkg-config file: the module map links it. */
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
#endif
