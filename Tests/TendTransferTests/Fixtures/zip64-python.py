#!/usr/bin/env python3
"""Writes the ZIP64 archives of the Loop fixture folder with Python's own zipfile module, for
ZipImportTests (a standard tool's ZIP64, beside the byte-by-byte TestZip):

    loop-zip64-python.zip         every member opened with force_zip64=True (ZIP64 local headers,
                                  as Python writes a member it can't size beforehand)
    loop-zip64-python-every.zip   the same, with zipfile's limits lowered so that it also writes ZIP64
                                  central directory entries and the ZIP64 end records, as it does for
                                  an archive past 4 GiB or 65,535 members

Members are deflated, in name order, dated 2025-11-20 12:00, so a second run writes the same bytes.
Run from this folder: python3 zip64-python.py
"""
import os
import zipfile


def write(path):
    names = sorted(os.path.relpath(os.path.join(d, n), "loop") for d, _, ns in os.walk("loop") for n in ns)
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as z:
        for name in names:
            info = zipfile.ZipInfo(name, date_time=(2025, 11, 20, 12, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o100644 << 16
            with open(os.path.join("loop", name), "rb") as f, z.open(info, "w", force_zip64=True) as out:
                out.write(f.read())


write("loop-zip64-python.zip")
zipfile.ZIP64_LIMIT, zipfile.ZIP_FILECOUNT_LIMIT = 0, 0
write("loop-zip64-python-every.zip")
