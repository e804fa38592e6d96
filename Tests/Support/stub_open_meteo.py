#!/usr/bin/env python3
"""A stand-in for Open-Meteo's geocoding and forecast APIs, for tests. Only 127.0.0.1, no key.

Usage:
    python3 stub_open_meteo.py MODE [LOG_FILE] [--delay SECONDS]

It binds 127.0.0.1 on a free port, prints that port (digits only) as the first line of stdout,
then serves until it is killed (SIGKILL is fine; SIGTERM and SIGINT work too). It also exits by
itself when the process that started it goes away, so a crashed test leaves nothing behind.

Point both base URLs at it: http://127.0.0.1:PORT (paths ending in /search are geocoding,
/v1/search on the real service; paths ending in /forecast are the forecast, /v1/forecast).

MODE:
    good       realistic answers: geocoding finds Busan (35.1028, 129.0403; "Busan", admin1
               "Busan", country "South Korea"; with language=ko "부산", "부산광역시", "대한민국"),
               the forecast says 12.3 °C and WMO code 61 (slight rain) wherever it is asked
    notfound   geocoding finds nothing (no "results" key, as Open-Meteo does); forecast as good
    500        every request gets HTTP 500 with Open-Meteo's error body
    malformed  every request gets HTTP 200 with an HTML page instead of JSON
    hang       accepts every connection, reads the request and never answers

LOG_FILE (optional): each request line ("GET /v1/search?name=... HTTP/1.1") is appended to it,
one per line, before the answer is sent (in hang mode too).

--delay SECONDS (optional): wait that long before each answer (good, notfound, 500, malformed).
"""

import argparse
import json
import os
import signal
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

MODES = ("good", "notfound", "500", "malformed", "hang")

BUSAN = {
    "en": {"name": "Busan", "admin1": "Busan", "country": "South Korea"},
    "ko": {"name": "부산", "admin1": "부산광역시", "country": "대한민국"},
}


def geocoding_answer(query):
    language = query.get("language", ["en"])[0]
    names = BUSAN.get(language, BUSAN["en"])
    return {
        "results": [
            {
                "id": 1838524,
                "name": names["name"],
                "latitude": 35.1028,
                "longitude": 129.0403,
                "elevation": 12.0,
                "feature_code": "PPLA",
                "country_code": "KR",
                "admin1_id": 1838519,
                "timezone": "Asia/Seoul",
                "population": 3678555,
                "country_id": 1835841,
                "country": names["country"],
                "admin1": names["admin1"],
            }
        ],
        "generationtime_ms": 0.6,
    }


def forecast_answer(query):
    def number(key, default):
        try:
            return float(query.get(key, [default])[0])
        except ValueError:
            return default

    return {
        "latitude": round(number("latitude", 35.1028), 4),
        "longitude": round(number("longitude", 129.0403), 4),
        "generationtime_ms": 0.03,
        "utc_offset_seconds": 0,
        "timezone": "GMT",
        "timezone_abbreviation": "GMT",
        "elevation": 12.0,
        "current_units": {"time": "iso8601", "interval": "seconds", "temperature_2m": "°C", "weather_code": "wmo code"},
        "current": {"time": "2026-11-21T00:15", "interval": 900, "temperature_2m": 12.3, "weather_code": 61},
    }


MALFORMED_PAGE = b"<html><head><title>Welcome</title></head><body>Sign in to use this network.</body></html>\n"


class Handler(BaseHTTPRequestHandler):
    server_version = "stub-open-meteo/1"
    mode = "good"
    delay = 0.0
    log_path = None
    log_lock = threading.Lock()

    def do_GET(self):
        self.log_request_line()
        if self.mode == "hang":
            threading.Event().wait()
            return
        if self.delay > 0:
            time.sleep(self.delay)
        parts = urlsplit(self.path)
        query = parse_qs(parts.query)
        if self.mode == "500":
            self.send(500, "application/json", json.dumps({"error": True, "reason": "Internal server error"}).encode())
        elif self.mode == "malformed":
            self.send(200, "text/html", MALFORMED_PAGE)
        elif parts.path.endswith("/search"):
            answer = {"generationtime_ms": 0.4} if self.mode == "notfound" else geocoding_answer(query)
            self.send(200, "application/json; charset=utf-8", json.dumps(answer, ensure_ascii=False).encode())
        elif parts.path.endswith("/forecast"):
            self.send(200, "application/json; charset=utf-8", json.dumps(forecast_answer(query), ensure_ascii=False).encode())
        else:
            self.send(404, "application/json", json.dumps({"error": True, "reason": "Not Found"}).encode())

    def send(self, status, content_type, body):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_request_line(self):
        if not self.log_path:
            return
        with self.log_lock, open(self.log_path, "a", encoding="utf-8") as log:
            log.write(self.requestline + "\n")

    def log_message(self, format, *args):
        pass  # stdout carries only the port; nothing on stderr either


def exit_when_orphaned():
    parent = os.getppid()
    while os.getppid() == parent:
        time.sleep(0.2)
    os._exit(0)


def main():
    # A process started from a test thread inherits that thread's blocked signals.
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    parser = argparse.ArgumentParser(description="A stub of Open-Meteo's geocoding and forecast APIs on 127.0.0.1.")
    parser.add_argument("mode", choices=MODES)
    parser.add_argument("log", nargs="?", default=None)
    parser.add_argument("--delay", type=float, default=0.0)
    arguments = parser.parse_args()
    Handler.mode = arguments.mode
    Handler.delay = arguments.delay
    Handler.log_path = arguments.log
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=exit_when_orphaned, daemon=True).start()
    print(server.server_address[1], flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    sys.exit(main())
