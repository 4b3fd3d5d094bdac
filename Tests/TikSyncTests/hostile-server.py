#!/usr/bin/python3
"""A broken or hostile CalDAV server on 127.0.0.1, for tik's sync tests.

    hostile-server.py LOG      prints the port it listens on, then serves until killed
                               or until its standard input ends

The first path segment picks the behaviour: http://127.0.0.1:PORT/MODE/ is a calendar
home with three VTODO collections (Inbox, Personal, Work); Work holds what MODE says.
Every request line is appended to LOG.

    clean       one ordinary task
    malformed   the home's PROPFIND answers XML cut off in the middle
    huge        Work's sync REPORT answers 100 MB
    redirect    every request is redirected to itself
    alarms      a task with 10,000 VALARMs
    escapes     terminal escape sequences and controls in SUMMARY, DESCRIPTION and a
                collection's name, as raw bytes
    outside     hrefs outside the collection and on another host, in the sync REPORT
                and in the multiget answer
    wrong-etag  ETags that never match: every PUT and DELETE answers 412
    password    as clean, for the user alice with the password secret only: 401 otherwise
    stall       the home's PROPFIND is never answered (until the client goes away)
"""

import base64
import os
import http.server
import sys
import threading

LOG = sys.argv[1]
ESC = "\x1b"
HOSTILE = f"{ESC}]0;pwned\x07{ESC}[31mred{ESC}[0m\x9b2J\x08\x00end"


def task(uid, summary, extra=""):
    return (
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//hostile//EN\r\nBEGIN:VTODO\r\n"
        f"UID:{uid}\r\nSUMMARY:{summary}\r\nDUE;VALUE=DATE:20260924\r\n{extra}"
        "END:VTODO\r\nEND:VCALENDAR\r\n"
    )


def items(mode, home):
    """The Work collection's items: href → (etag, calendar data)."""
    work = home + "work/"
    if mode == "alarms":
        alarm = "BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:x\r\nTRIGGER:-PT5M\r\nEND:VALARM\r\n"
        return {work + "a.ics": ('"1"', task("alarms", "many alarms", alarm * 10000))}
    if mode == "escapes":
        notes = f"DESCRIPTION:line{ESC}[2J\\nnext\x07\r\n"
        return {work + "a.ics": ('"1"', task("escapes", "evil " + HOSTILE, notes))}
    if mode == "outside":
        return {
            work + "a.ics": ('"1"', task("inside", "inside")),
            home + "elsewhere/b.ics": ('"1"', task("outside", "outside")),
            "http://evil.example/c.ics": ('"1"', task("evil", "evil host")),
        }
    return {work + "a.ics": ('"1"', task("clean", "clean task"))}


def xml(text):
    return text.replace("&", "&amp;").replace("<", "&lt;")


def response(href, props, status="200 OK"):
    return (
        f"<d:response><d:href>{xml(href)}</d:href><d:propstat><d:prop>{props}</d:prop>"
        f"<d:status>HTTP/1.1 {status}</d:status></d:propstat></d:response>"
    )


def multistatus(body, token=None):
    sync = f"<d:sync-token>{token}</d:sync-token>" if token else ""
    return (
        '<?xml version="1.0" encoding="utf-8"?><d:multistatus xmlns:d="DAV:" '
        'xmlns:c="urn:ietf:params:xml:ns:caldav">' + body + sync + "</d:multistatus>"
    )


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.0"

    def log_message(self, *args):
        pass

    def answer(self, status, body=b"", headers=None):
        data = body.encode("utf-8", "surrogatepass") if isinstance(body, str) else body
        self.send_response(status)
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def handle_any(self):
        with open(LOG, "a") as log:
            log.write(f"{self.command} {self.path}\n")
        length = int(self.headers.get("Content-Length") or 0)
        request = self.rfile.read(length).decode("utf-8", "replace") if length else ""
        parts = self.path.split("/")
        mode = parts[1] if len(parts) > 2 else ""
        home = f"/{mode}/"
        if mode == "redirect":
            return self.answer(301, headers={"Location": self.path})
        if mode == "stall":
            return self.rfile.read()
        secret = "Basic " + base64.b64encode(b"alice:secret").decode()
        if mode == "password" and self.headers.get("Authorization") != secret:
            return self.answer(401)
        if self.command == "PROPFIND" and self.path == home:
            if mode == "malformed":
                return self.answer(207, multistatus("")[:90] + "<d:response><d:hr")
            if self.headers.get("Depth") == "0":
                return self.answer(207, multistatus(response(home, "<d:resourcetype><d:collection/></d:resourcetype>")))
            names = {"inbox": "Inbox", "personal": "Personal", "work": "Work"}
            if mode == "escapes":
                names["personal"] = "Personal " + HOSTILE
            body = response(home, "<d:resourcetype><d:collection/></d:resourcetype>")
            for slug, name in names.items():
                body += response(
                    home + slug + "/",
                    "<d:resourcetype><d:collection/><c:calendar/></d:resourcetype>"
                    f"<d:displayname>{xml(name)}</d:displayname>"
                    '<c:supported-calendar-component-set><c:comp name="VTODO"/>'
                    "</c:supported-calendar-component-set>",
                )
            return self.answer(207, multistatus(body))
        if self.command == "REPORT" and "sync-collection" in request:
            if not self.path.endswith("/work/"):
                return self.answer(207, multistatus("", "token-1"))
            if mode == "huge":
                return self.huge()
            body = "".join(
                response(href, f"<d:getetag>{etag}</d:getetag>")
                for href, (etag, _) in items(mode, home).items()
            )
            if mode == "outside":
                body += response("/elsewhere/d.ics", '<d:getetag>"1"</d:getetag>')
            return self.answer(207, multistatus(body, "token-1"))
        if self.command == "REPORT" and "calendar-multiget" in request:
            body = ""
            for href, (etag, data) in items(mode, home).items():
                if mode == "wrong-etag":
                    etag = '"changed"'
                if href in request or mode == "outside":
                    body += response(
                        href,
                        f"<d:getetag>{etag}</d:getetag><c:calendar-data>{xml(data)}</c:calendar-data>",
                    )
            return self.answer(207, multistatus(body))
        if self.command == "MKCALENDAR":
            return self.answer(201)
        if self.command in ("PUT", "DELETE"):
            if mode == "wrong-etag":
                return self.answer(412)
            if mode == "uid-conflict" and self.command == "PUT":
                # As Xandikos 0.2 refuses a UID it has under another name.
                refusal = (
                    f"<d:response><d:href>{xml(self.path)}</d:href>"
                    "<d:status>HTTP/1.1 412 Precondition Failed</d:status>"
                    "<d:error><c:no-uid-conflict/></d:error></d:response>"
                )
                return self.answer(207, multistatus(refusal))
            return self.answer(201 if self.command == "PUT" else 204, headers={"ETag": '"new"'})
        return self.answer(404)

    def huge(self):
        """100 MB of multistatus, sent as it is made, with no length."""
        self.send_response(207)
        self.send_header("Content-Type", "application/xml")
        self.end_headers()
        try:
            self.wfile.write(multistatus("")[:-len("</d:multistatus>")].encode())
            chunk = ("<d:response><d:href>/x</d:href></d:response>" * 1000).encode()
            for _ in range(100 * 1024 * 1024 // len(chunk)):
                self.wfile.write(chunk)
            self.wfile.write(b"</d:multistatus>")
        except (BrokenPipeError, ConnectionResetError):
            pass

    do_PROPFIND = do_REPORT = do_PUT = do_DELETE = do_GET = do_MKCALENDAR = handle_any


def end_with_the_tests():
    """Standard input is a pipe the tests hold open: it ends when they do, even when
    they never stop the server themselves (a shared one) or are killed."""
    sys.stdin.buffer.read()
    os._exit(0)


threading.Thread(target=end_with_the_tests, daemon=True).start()
server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
