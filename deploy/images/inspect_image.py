#!/usr/bin/env python3
"""Inspects and checks a `docker save`-layout image tarball without Docker (Jib's jib-image.tar or
the base tarball of base-image.sh), and optionally unpacks its layers into a root filesystem.

    inspect_image.py IMAGE.tar                             summary: tags, config, layers
    inspect_image.py IMAGE.tar --expect-file /usr/bin/java --expect-file /app/classes/...
    inspect_image.py IMAGE.tar --extract ROOTFS            unpack the layers in order (whiteouts honoured)

Checks, each failing the run (exit 1): every layer blob's sha256 matches its manifest name when the name
is a digest; every layer's uncompressed sha256 matches the config's rootfs.diff_ids; each --expect-file
exists in the merged filesystem (a symlink counts, resolved inside the image).
"""

import argparse
import gzip
import hashlib
import json
import os
import posixpath
import shutil
import sys
import tarfile

CHUNK = 1 << 20


def human(n):
    for unit in ("B", "KiB", "MiB", "GiB"):
        if n < 1024 or unit == "GiB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024


def digest_stream(f):
    h = hashlib.sha256()
    size = 0
    while True:
        b = f.read(CHUNK)
        if not b:
            return h.hexdigest(), size
        h.update(b)
        size += len(b)


def open_layer(outer, name):
    raw = outer.extractfile(name)
    head = raw.read(2)
    raw.seek(0)
    return (gzip.GzipFile(fileobj=raw) if head == b"\x1f\x8b" else raw), head == b"\x1f\x8b"


def norm(path):
    return posixpath.normpath("/" + path.lstrip("./")) if path not in (".", "./") else "/"


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("image")
    p.add_argument("--expect-file", action="append", default=[])
    p.add_argument("--extract", metavar="ROOTFS")
    p.add_argument("--list", action="append", default=[], metavar="DIR",
                   help="print the entries under DIR (absolute, e.g. /app) in the merged filesystem")
    args = p.parse_args()
    failures = []

    with tarfile.open(args.image) as outer:
        manifest = json.load(outer.extractfile("manifest.json"))
        if len(manifest) != 1:
            failures.append(f"manifest.json has {len(manifest)} images, expected 1")
        m = manifest[0]
        config_bytes = outer.extractfile(m["Config"]).read()
        config = json.loads(config_bytes)
        cfg = config.get("config", {})
        print(f"image       {args.image} ({human(os.path.getsize(args.image))})")
        print(f"tags        {', '.join(m.get('RepoTags') or [])}")
        print(f"config      {m['Config']} (sha256 {hashlib.sha256(config_bytes).hexdigest()[:12]}...)")
        print(f"platform    {config.get('os')}/{config.get('architecture')}, created {config.get('created')}")
        print(f"entrypoint  {cfg.get('Entrypoint')}")
        print(f"cmd         {cfg.get('Cmd')}")
        print(f"workdir     {cfg.get('WorkingDir')!r}, user {cfg.get('User')!r}")
        print(f"ports       {sorted((cfg.get('ExposedPorts') or {}).keys())}")
        print(f"volumes     {sorted((cfg.get('Volumes') or {}).keys())}")
        print("env")
        for e in cfg.get("Env") or []:
            print(f"    {e}")
        if cfg.get("Labels"):
            print("labels")
            for k, v in sorted(cfg["Labels"].items()):
                print(f"    {k}={v}")

        diff_ids = config.get("rootfs", {}).get("diff_ids", [])
        if len(diff_ids) != len(m["Layers"]):
            failures.append(f"{len(m['Layers'])} layers in manifest.json but {len(diff_ids)} diff_ids in the config")
        history = [h for h in config.get("history", []) if not h.get("empty_layer")]
        print(f"layers      {len(m['Layers'])}")
        merged = {}  # path -> (type, linkname): the filesystem as a container would see it
        for i, name in enumerate(m["Layers"]):
            blob_digest, blob_size = digest_stream(outer.extractfile(name))
            stem = posixpath.basename(name).split(".")[0]
            if len(stem) == 64 and stem != blob_digest and posixpath.basename(posixpath.dirname(name)) != stem:
                failures.append(f"layer {name}: blob sha256 {blob_digest} does not match its name")
            f, gz = open_layer(outer, name)
            diff_id, raw_size = digest_stream(f)
            if i < len(diff_ids) and diff_ids[i] != "sha256:" + diff_id:
                failures.append(f"layer {name}: diff_id sha256:{diff_id} != config {diff_ids[i]}")
            f, _ = open_layer(outer, name)
            count = 0
            with tarfile.open(fileobj=f, mode="r|") as layer:
                for entry in layer:
                    count += 1
                    path = norm(entry.name)
                    base = posixpath.basename(path)
                    if base == ".wh..wh..opq":
                        d = posixpath.dirname(path)
                        for k in [k for k in merged if k.startswith(d + "/")]:
                            del merged[k]
                    elif base.startswith(".wh."):
                        target = posixpath.join(posixpath.dirname(path), base[4:])
                        for k in [k for k in merged if k == target or k.startswith(target + "/")]:
                            del merged[k]
                    else:
                        merged[path] = (entry.type, entry.linkname)
            created_by = history[i].get("created_by", "") if i < len(history) else ""
            print(f"    {i}: {human(blob_size):>10} {'gzip' if gz else 'tar '} -> {human(raw_size):>10}, "
                  f"{count:6d} entries  {created_by[:70]}")

        def resolve(path, depth=0):
            """The path with symlinks resolved inside the image, or None if it does not exist."""
            if depth > 40:
                return None
            parts = [x for x in path.split("/") if x]
            cur = "/"
            for j, part in enumerate(parts):
                nxt = posixpath.join(cur, part)
                if nxt not in merged:
                    return None
                typ, link = merged[nxt]
                if typ == tarfile.SYMTYPE:
                    tgt = link if link.startswith("/") else posixpath.join(cur, link)
                    rest = "/".join(parts[j + 1:])
                    return resolve(posixpath.normpath(posixpath.join(tgt, rest)) if rest else posixpath.normpath(tgt), depth + 1)
                cur = nxt
            return cur

        for want in args.expect_file:
            got = resolve(want)
            print(f"expect      {want}: {'present' + (' -> ' + got if got != want else '') if got else 'MISSING'}")
            if not got:
                failures.append(f"{want} is missing from the image")
        for d in args.list:
            d = d.rstrip("/") or "/"
            names = sorted(k for k in merged if posixpath.dirname(k) == d)
            print(f"list        {d}: {len(names)} entries")
            for k in names:
                print(f"    {k}{'/' if merged[k][0] == tarfile.DIRTYPE else ''}")

        if args.extract:
            root = os.path.abspath(args.extract)
            os.makedirs(root, exist_ok=True)
            for name in m["Layers"]:
                f, _ = open_layer(outer, name)
                with tarfile.open(fileobj=f, mode="r|") as layer:
                    for entry in layer:
                        path = norm(entry.name)
                        base = posixpath.basename(path)
                        dest = os.path.join(root, path.lstrip("/"))
                        if base == ".wh..wh..opq":
                            d = os.path.dirname(dest)
                            for c in os.listdir(d) if os.path.isdir(d) else []:
                                c = os.path.join(d, c)
                                shutil.rmtree(c) if os.path.isdir(c) and not os.path.islink(c) else os.remove(c)
                            continue
                        if base.startswith(".wh."):
                            t = os.path.join(os.path.dirname(dest), base[4:])
                            if os.path.isdir(t) and not os.path.islink(t):
                                shutil.rmtree(t)
                            elif os.path.lexists(t):
                                os.remove(t)
                            continue
                        if entry.isdev():
                            continue  # the runtime supplies /dev
                        if os.path.lexists(dest) and not (entry.isdir() and os.path.isdir(dest)):
                            if os.path.isdir(dest) and not os.path.islink(dest):
                                shutil.rmtree(dest)
                            else:
                                os.remove(dest)
                        # Modes (sticky /tmp, setuid) and numeric owners as in the image; but never write
                        # through a symlink inside the rootfs, which could point out of it onto the host.
                        parent = os.path.dirname(dest)
                        while len(parent) > len(root):
                            if os.path.islink(parent):
                                sys.exit(f"refusing {entry.name}: its parent {parent} is a symlink")
                            parent = os.path.dirname(parent)
                        layer.extract(entry, root, set_attrs=True, numeric_owner=True, filter="fully_trusted")
            print(f"extracted   {root}")

    if failures:
        for f in failures:
            print(f"FAIL: {f}", file=sys.stderr)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
