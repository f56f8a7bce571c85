"""`engram models list|download|use`: the Models page on the command line.

Nothing is downloaded unless asked; `use` only changes settings (memory stays as it is, and
activation slots stay keyed by model). Ctrl-C during a download pauses it: the partial file
is kept and the same command resumes it.
"""
from __future__ import annotations

import getpass
import json
import sys

from . import config, keys
from .errors import EngramError
from .models import catalog, registry


def register(sub) -> None:
    p = sub.add_parser("models", help="list, download and choose chat models")
    msub = p.add_subparsers(dest="models_command", required=True)
    ls = msub.add_parser("list", help="the active model, the catalog with fit hints, and the "
                         "models on this computer (Engram's, LM Studio, Ollama, GPT4All, Jan, "
                         "HF cache)")
    ls.add_argument("--json", action="store_true", help="machine-readable output")
    ls.add_argument("--no-scan", action="store_true", help="do not look into other apps' folders")
    ls.set_defaults(func=run_list)
    dl = msub.add_parser("download", help="download a catalog model, a hub file or a URL")
    dl.add_argument("what", help="catalog id, REPO/FILE.gguf on the hub, or an http(s) URL")
    dl.add_argument("--sha256", help="expected sha256 (default: the catalog's, else the hub's)")
    dl.add_argument("--use", action="store_true", help="use the model once downloaded")
    dl.set_defaults(func=run_download)
    use = msub.add_parser("use", help="chat with another model (memory is kept)")
    use.add_argument("what", help="'bundled', a catalog id, a .gguf path, or a server URL")
    use.add_argument("--model", help="model id on the server (default: its first)")
    use.add_argument("--api-key", action="store_true",
                     help="ask for the server's API key and keep it in the OS keyring")
    use.set_defaults(func=run_use)


def _size(n: int | None) -> str:
    return f"{n / 1e9:.2f} GB" if n else "?"


def run_list(args) -> int:
    p = config.paths()
    s = config.load(p)
    hw = catalog.hardware()
    cur = registry.current(s, p)
    have = registry.available(s, p, find_on_disk=not args.no_scan)
    entries = catalog.load()
    if args.json:
        print(json.dumps({
            "active": cur.__dict__, "hardware": hw.__dict__,
            "catalog": [{**e.__dict__, "fit": catalog.fit(e, hw)[0],
                         "downloaded": (registry.models_dir(p) / e.file).exists()}
                        for e in entries],
            "available": [c.__dict__ for c in have]}, indent=2, default=str))
        return 0
    print(f"Active: {cur.name} ({cur.kind}{', ' + cur.ref if cur.kind != 'bundled' else ''})")
    print(f"\nCatalog (this machine: {hw.line()}):")
    for e in entries:
        hint, why = catalog.fit(e, hw)
        mark = "downloaded" if (registry.models_dir(p) / e.file).exists() else _size(e.size_bytes)
        print(f"  {e.id:<24} {e.name:<26} {mark:>10}  {hint:<9} {why}; {e.license}")
    print("\nOn this computer:")
    for c in have:
        if c.kind != "remote":
            where = f"{c.kind}{': ' + c.detail if c.detail else ''}"
            print(f"  {c.name:<40} {_size(c.size):>9}  {c.facts:<30} [{where}] {c.ref}")
    if s.model_server:
        from .models.remote import privacy_note
        print(f"\nServer: {s.model_server} ({privacy_note(s.model_server)})")
    return 0


def run_download(args) -> int:
    from .models.download import DownloadPaused, for_target

    p = config.ensure_dirs()
    d, entry = for_target(args.what, registry.models_dir(p), args.sha256)
    url, name = d.url, d.filename
    print(f"Downloading {name} from {url} into {registry.models_dir(p)}", file=sys.stderr)
    try:
        path = d.run(lambda pr: print(f"\r  {pr.line()}    ", end="", file=sys.stderr,
                                      flush=True))
    except KeyboardInterrupt:
        d.pause()
        print("\nPaused; run the same command again to resume.", file=sys.stderr)
        return 130
    except DownloadPaused as e:
        print(f"\n{e}", file=sys.stderr)
        return 130
    print(f"\nSaved {path} (sha256 checked: {d.verified_with or 'no sha256 known'})",
          file=sys.stderr)
    if args.use:
        config.save(config.load(p).replace(model_path=str(path), model_server="",
                                           server_model=""), p)
        print(f"Now using {entry.name if entry else name}.")
    else:
        print(f"Use it with: engram models use {entry.id if entry else path}")
    return 0


def run_use(args) -> int:
    p = config.ensure_dirs()
    s = config.load(p)
    if args.api_key and args.what.startswith(("http://", "https://")):
        from .models.remote import base_url

        url = base_url(args.what)
        if not keys.set_server_key(url, getpass.getpass(f"API key for {url}: ")):
            raise EngramError("no usable keyring to keep the API key in")
    choice = registry.resolve(args.what, s, p, server_model=args.model)
    if choice.kind == "remote":
        from .models.remote import privacy_note
        print(privacy_note(choice.ref))
    config.save(registry.choose(s, choice), p)
    print(f"Now using {choice.name}; memory is unchanged. Restart Engram (or reload the model) "
          "for it to take effect.")
    return 0
