"""`engram mcp`: the memory served to other AI tools over the Model Context Protocol (stdio).

Design decisions:
- Built on the official `mcp` SDK (`MCPServer`, formerly FastMCP); the tools are the plain
  functions of app/mcp_tools.py, run one at a time (a lock: the embedder and the store are
  single-owner objects, and a stdio client sends one request at a time anyway).
- It opens the profile like `engram memory` does, beside a running desktop app (shared store
  access, see memory/store.py), and never creates a profile: a client started before Engram
  was ever opened gets a clear error instead of a second, empty memory.
- Unlocking follows the app: the keyring key, or ENGRAM_PASSPHRASE set in the client's server
  entry when the profile is protected by a passphrase only (there is no terminal to ask on:
  stdin and stdout carry the protocol).
- The client's name, for permissions and the audit log, is `--client NAME` when the user's
  configuration gives one (what `--print-config` writes), else the name the client announces.
- Nothing is ever printed to stdout except protocol messages; logs go to stderr.
"""

import json
import logging
import shutil
import sys
import threading
from typing import Any

from . import config, keys
from .errors import EngramError
from .mcp_tools import MemoryTools, client_id

log = logging.getLogger(__name__)
PROFILE_URI = "engram://profile"
INSTRUCTIONS = ("Engram is the user's own long-term memory, kept encrypted on this machine. "
                "Call search_memory before answering questions about the user's past, plans or "
                "preferences; get_profile gives the facts Engram knows about them. Items carry "
                "ids (p = a past exchange, s = a topic, l = a long-term fact) and dates.")


def register(sub) -> None:
    p = sub.add_parser("mcp", help="serve your memory to other AI tools (MCP over stdio)",
                       description="Serve Engram's memory to MCP clients (coding assistants, "
                       "other chat apps) over stdio. Read-only unless the client is listed in "
                       "the mcp_write_clients setting.")
    p.add_argument("--client", metavar="NAME",
                   help="name this client (for write permission and the audit log)")
    p.add_argument("--print-config", metavar="CLIENT", nargs="?", const="my-client",
                   help="print the JSON to paste into an MCP client's configuration, and exit")
    p.set_defaults(func=_run)


def launch_command() -> list[str]:
    """How a client starts this server: the installed `engram` script, else this Python."""
    if getattr(sys, "frozen", False):   # the packaged app: its own binary takes the command
        return [sys.executable]
    exe = shutil.which("engram")
    return [exe] if exe else [sys.executable, "-m", "app"]


def config_snippet(client: str = "my-client", passphrase_needed: bool = False) -> dict:
    """The `mcpServers` entry most MCP clients (Claude Desktop, Cursor, VS Code, Jan, LM Studio)
    read from their JSON configuration."""
    cmd = launch_command()
    entry: dict[str, Any] = {"command": cmd[0], "args": cmd[1:] + ["mcp", "--client",
                                                                   client_id(client)]}
    if passphrase_needed:
        entry["env"] = {keys.ENV_PASSPHRASE: "<your Engram passphrase>"}
    return {"mcpServers": {"engram": entry}}


def _passphrase_only(db_file) -> bool:
    try:
        return keys.keyring_get(keys.account_for(db_file)) is None
    except Exception:  # noqa: BLE001 - no keyring at all: a passphrase is the only way
        return True


def open_tools_engine():
    """(store, engine) on the existing profile, unlocked as the app would; EngramError with
    the way out when that is not possible."""
    from memory.embed import MiniLMEmbedder
    from memory.engine import MemoryEngine
    from memory.policy import Policy
    from memory.store import open_store

    paths = config.paths()
    if not paths.db_file.exists():
        raise EngramError(f"there is no Engram memory at {paths.db_file} yet; open Engram once "
                          "to create it, then start `engram mcp` again")
    try:
        src = keys.obtain(paths.db_file, prompt=None)
    except keys.KeyProblem:
        raise EngramError(
            "Engram's memory is locked with a passphrase and no keyring holds its key; set "
            f"{keys.ENV_PASSPHRASE} in the environment of the engram server in your MCP "
            "client's configuration (`engram mcp --print-config` shows where)") from None
    settings = config.load(paths)
    store = open_store(paths.db_file, src.key)
    try:
        emb = MiniLMEmbedder()
        emb.load()
        engine = MemoryEngine(store, emb, policy=Policy.from_settings(settings))
        engine.warm()
    except BaseException:
        store.close()
        raise
    return store, engine


def _writers() -> str:
    return config.load(config.paths()).mcp_write_clients


def build_server(engine, client_override: str | None = None):
    """The MCPServer with Engram's tools and the profile resource, over `engine`."""
    from mcp.server.mcpserver import Context, MCPServer

    server = MCPServer("engram", instructions=INSTRUCTIONS, version="0.1.0",
                       log_level="WARNING")
    lock = threading.Lock()
    tools: dict[str, MemoryTools] = {}

    def _tools(ctx: Context | None) -> MemoryTools:
        name = client_override
        if name is None and ctx is not None:
            params = ctx.session.client_params
            name = params.client_info.name if params is not None else None
        if name is None and len(tools) == 1:   # a resource read carries no context here
            return next(iter(tools.values()))
        cid = client_id(name)
        if cid not in tools:
            tools[cid] = MemoryTools(engine, cid, _writers)
        return tools[cid]

    def call(ctx, method: str, *args):
        from memory.errors import MemoryStoreError
        from mcp.server.mcpserver.exceptions import ToolError

        with lock:
            try:
                return getattr(_tools(ctx), method)(*args)
            except (EngramError, MemoryStoreError, ValueError, LookupError) as e:
                # what the model should read and act on (bad id, refused write); anything
                # else is a crash whose text stays in the server's log
                raise ToolError(str(e)) from None

    @server.tool()
    def search_memory(query: str, ctx: Context, budget_tokens: int = 512) -> dict:
        """Search the user's memory (past exchanges, topics, long-term facts) for `query`;
        returns the most relevant items, each with id and date, packed into `budget_tokens`."""
        return call(ctx, "search_memory", query, budget_tokens)

    @server.tool()
    def get_profile(ctx: Context) -> dict:
        """The long-term facts Engram currently holds about the user (one value per attribute,
        with the date it became true and the ids of the exchanges it came from)."""
        return call(ctx, "get_profile")

    @server.tool()
    def remember(text: str, ctx: Context) -> dict:
        """Store a fact the user states (e.g. "I moved to Lyon in May") in their long-term
        memory. Needs the user's permission for this client in Engram's settings."""
        return call(ctx, "remember", text)

    @server.tool()
    def forget(id: str, ctx: Context) -> dict:  # noqa: A002 - the tool's public argument name
        """Delete one memory by id (p12, s3, l7) and whatever was derived only from it.
        Needs the user's permission for this client in Engram's settings."""
        return call(ctx, "forget", id)

    @server.tool()
    def recent(ctx: Context, n: int = 10) -> dict:
        """The user's `n` most recent exchanges with Engram, newest first."""
        return call(ctx, "recent", n)

    @server.resource(PROFILE_URI, name="profile", mime_type="text/plain",
                     description="What Engram knows about the user, one fact per line")
    def profile() -> str:
        return call(None, "profile_text")

    return server


def _run(args) -> int:
    if args.print_config is not None:
        p = config.paths()
        snippet = config_snippet(args.print_config,
                                 passphrase_needed=p.db_file.exists()
                                 and _passphrase_only(p.db_file))
        print(json.dumps(snippet, indent=2))
        print(f"# Paste the \"engram\" entry under mcpServers in your client's MCP settings. "
              f"To let '{client_id(args.print_config)}' add or forget memories, allow it in "
              "Engram's Settings (mcp_write_clients).", file=sys.stderr)
        return 0
    logging.getLogger().setLevel(logging.WARNING)   # stdout is the protocol: logs to stderr
    store, engine = open_tools_engine()
    try:
        build_server(engine, args.client).run("stdio")
    finally:
        store.close()
    return 0
