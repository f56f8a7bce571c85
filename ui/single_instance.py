"""One app per profile: a second launch hands its request to the running window and exits.

The first process listens on a local socket (QLocalServer: a Unix socket / Windows named
pipe) whose name is per user and per data folder, so two profiles (ENGRAM_HOME) or two users
never meet. A later launch connects first; if someone answers it sends one JSON line
({"cmd": "raise" | "new-chat" | "open", "path": ...}) and exits 0, and the running window
raises itself and acts on it. Nobody answering means no app runs: a name left behind by a
crash is removed before listening (QLocalServer.removeServer), so a crash never blocks the
next start. The profile's database lock stays the real guard against two writers.
"""
from __future__ import annotations

import getpass
import hashlib
import json
import logging

from .qt import QLocalServer, QLocalSocket, QObject, Signal

log = logging.getLogger(__name__)
CONNECT_MS = 500


def server_name(data_dir) -> str:
    """The socket name for this user and data folder (short: Unix socket paths are limited)."""
    try:
        user = getpass.getuser()
    except Exception:  # noqa: BLE001 - no login name (containers): the folder still separates
        user = "user"
    digest = hashlib.sha256(f"{user}\0{data_dir}".encode()).hexdigest()[:16]
    return f"engram-{digest}"


def send_to_running(name: str, message: dict, timeout_ms: int = CONNECT_MS) -> bool:
    """Deliver `message` to the app listening on `name`; False when none runs."""
    sock = QLocalSocket()
    sock.connectToServer(name)
    if not sock.waitForConnected(timeout_ms):
        return False
    sock.write((json.dumps(message) + "\n").encode())
    ok = sock.waitForBytesWritten(timeout_ms)
    sock.disconnectFromServer()
    if sock.state() != QLocalSocket.LocalSocketState.UnconnectedState:
        sock.waitForDisconnected(timeout_ms)
    return ok


class InstanceServer(QObject):
    """Listens for later launches; `request` carries each one's message (on the UI thread)."""

    request = Signal(dict)

    def __init__(self, name: str, parent=None):
        super().__init__(parent)
        self.name = name
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._accept)
        self._buffers: dict = {}

    def listen(self) -> bool:
        if self.server.listen(self.name):
            return True
        QLocalServer.removeServer(self.name)  # left behind by a crashed run
        ok = self.server.listen(self.name)
        if not ok:
            log.warning("single instance: cannot listen on %s: %s", self.name,
                        self.server.errorString())
        return ok

    def close(self) -> None:
        self.server.close()

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            sock = self.server.nextPendingConnection()
            self._buffers[sock] = b""
            sock.readyRead.connect(lambda s=sock: self._read(s))
            sock.disconnected.connect(lambda s=sock: self._done(s))

    def _read(self, sock) -> None:
        self._buffers[sock] = self._buffers.get(sock, b"") + bytes(sock.readAll())
        if len(self._buffers[sock]) > 1 << 16:  # a request is one short line
            sock.abort()

    def _done(self, sock) -> None:
        data = self._buffers.pop(sock, b"") + bytes(sock.readAll())
        sock.deleteLater()
        line = data.split(b"\n", 1)[0].strip()
        if not line:
            return
        try:
            msg = json.loads(line)
        except ValueError:
            log.warning("single instance: ignored a malformed request")
            return
        if isinstance(msg, dict):
            self.request.emit(msg)
