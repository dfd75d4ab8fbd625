#!/usr/bin/env python3
"""Packs a root filesystem directory as a one-layer image tarball in `docker save` layout.

    docker_archive.py ROOTFS OUT.tar --tag corebed/base-jre21:21 \
        --env PATH=... --env JAVA_HOME=... [--label k=v] [--cmd /bin/bash] [--created-by TEXT]

The result has what `docker load` and Jib's `tar://` base images read:

    manifest.json              [{"Config": "<config sha256>.json", "RepoTags": [...], "Layers": [...]}]
    repositories               {"corebed/base-jre21": {"21": "<layer id>"}}  (older docker load)
    <config sha256>.json       image config: architecture, os, config.Env/Cmd/Labels, rootfs.diff_ids
    <layer id>/layer.tar       the rootfs, uncompressed, its sha256 is the layer's diff_id
    <layer id>/VERSION, json   legacy per-layer metadata (docker load ignores it when manifest.json exists)

The layer is written by GNU tar (hard links, symlinks, numeric owners, sorted names); the contents
of dev/, proc/ and sys/ are left out (the container runtime provides them), the directories stay.
"""

import argparse
import datetime
import hashlib
import io
import json
import os
import subprocess
import sys
import tarfile
import tempfile

CHUNK = 1 << 20


def sha256_file(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        while True:
            b = f.read(CHUNK)
            if not b:
                return h.hexdigest()
            h.update(b)


def add_bytes(tar, name, data, mtime):
    info = tarfile.TarInfo(name)
    info.size = len(data)
    info.mtime = mtime
    info.mode = 0o644
    tar.addfile(info, io.BytesIO(data))


def add_dir(tar, name, mtime):
    info = tarfile.TarInfo(name)
    info.type = tarfile.DIRTYPE
    info.mtime = mtime
    info.mode = 0o755
    tar.addfile(info)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("rootfs")
    p.add_argument("out")
    p.add_argument("--tag", required=True, help="repository:tag recorded in manifest.json")
    p.add_argument("--env", action="append", default=[], help="KEY=VALUE, repeatable")
    p.add_argument("--label", action="append", default=[], help="KEY=VALUE, repeatable")
    p.add_argument("--cmd", action="append", default=[], help="Cmd, one argument per use")
    p.add_argument("--workdir", default="/")
    p.add_argument("--created-by", default="debootstrap")
    p.add_argument("--architecture", default="amd64")
    args = p.parse_args()

    rootfs = os.path.abspath(args.rootfs)
    if not os.path.isdir(os.path.join(rootfs, "usr")):
        sys.exit(f"{rootfs} does not look like a root filesystem")
    now = datetime.datetime.now(datetime.timezone.utc)
    created = now.strftime("%Y-%m-%dT%H:%M:%S.%fZ")
    mtime = int(now.timestamp())

    out_dir = os.path.dirname(os.path.abspath(args.out))
    os.makedirs(out_dir, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=out_dir, prefix=".docker-archive-") as work:
        layer = os.path.join(work, "layer.tar")
        subprocess.run(
            ["tar", "--create", "--file", layer, "--directory", rootfs,
             "--numeric-owner", "--sort=name", "--format=posix",
             # pax headers without atime/ctime and without the PID in their names: stabler output
             "--pax-option=exthdr.name=%d/PaxHeaders/%f,delete=atime,delete=ctime",
             "--exclude=./dev/*", "--exclude=./proc/*", "--exclude=./sys/*",
             "."],
            check=True)
        diff_id = sha256_file(layer)
        layer_size = os.path.getsize(layer)

        config = {
            "architecture": args.architecture,
            "os": "linux",
            "created": created,
            "config": {
                "Env": args.env,
                "Cmd": args.cmd or None,
                "WorkingDir": args.workdir,
                "Labels": dict(kv.split("=", 1) for kv in args.label) or None,
            },
            "rootfs": {"type": "layers", "diff_ids": ["sha256:" + diff_id]},
            "history": [{"created": created, "created_by": args.created_by}],
        }
        config["config"] = {k: v for k, v in config["config"].items() if v is not None}
        config_bytes = json.dumps(config, indent=None, separators=(",", ":"), sort_keys=True).encode()
        config_digest = hashlib.sha256(config_bytes).hexdigest()

        # Legacy layer id: like docker save, a digest over the layer's diff_id and its parent (none).
        layer_id = hashlib.sha256(("sha256:" + diff_id + "\n").encode()).hexdigest()
        layer_json = json.dumps({"id": layer_id, "created": created, "os": "linux",
                                 "architecture": args.architecture}).encode()

        repo, _, tag = args.tag.rpartition(":")
        if not repo or "/" in tag:
            repo, tag = args.tag, "latest"
        manifest = [{
            "Config": config_digest + ".json",
            "RepoTags": [f"{repo}:{tag}"],
            "Layers": [layer_id + "/layer.tar"],
        }]
        repositories = {repo: {tag: layer_id}}

        tmp_out = args.out + ".part"
        with tarfile.open(tmp_out, "w", format=tarfile.PAX_FORMAT) as tar:
            add_dir(tar, layer_id, mtime)
            add_bytes(tar, layer_id + "/VERSION", b"1.0", mtime)
            add_bytes(tar, layer_id + "/json", layer_json, mtime)
            info = tar.gettarinfo(layer, arcname=layer_id + "/layer.tar")
            info.uid = info.gid = 0
            info.uname = info.gname = ""
            info.mode = 0o644
            with open(layer, "rb") as f:
                tar.addfile(info, f)
            add_bytes(tar, config_digest + ".json", config_bytes, mtime)
            add_bytes(tar, "manifest.json", json.dumps(manifest).encode(), mtime)
            add_bytes(tar, "repositories", json.dumps(repositories).encode(), mtime)
        os.replace(tmp_out, args.out)

    print(json.dumps({"tarball": args.out, "tag": f"{repo}:{tag}", "config": "sha256:" + config_digest,
                      "diff_id": "sha256:" + diff_id, "layer_bytes": layer_size}, indent=2))


if __name__ == "__main__":
    main()
