"""Writes PngSuite fixtures from pypng's sdist; see Scripts/make-pngsuite-fixtures.

Usage: make-pngsuite-fixtures.py PYPNG_SDIST.tar.gz OUTPUT_FOLDER

Valid images: every entry of code/pngsuite.py, written as NAME.png. Their expected decoding
follows Linework's conventions (docs/conventions.md): palettes and tRNS expand to RGB(A),
gray below 8 bits scales to 8 (v * 255 / (2^d - 1)), 16 bits stay 16, alpha is composited
over white as (v * a + M * (M - a) + M // 2) // M with M the sample maximum; gAMA and sBIT
are not applied (libpng does not apply them unless asked). The decoded samples are recorded
as an FNV-1a 64 hash over each sample as two little-endian bytes.

Corrupt images (x*): made from the valid ones with the defects PngSuite's x* files have
(its corrupt files are not in pypng's sdist). Each must fail with a LineworkError.
"""
import importlib
import json
import os
import struct
import sys
import tarfile
import tempfile
import zlib


def load_modules(sdist):
    """Imports code/png.py and code/pngsuite.py from the sdist without installing it."""
    folder = tempfile.mkdtemp()
    modules = {}
    with tarfile.open(sdist) as archive:
        for member in archive.getmembers():
            for name in ("png", "pngsuite"):
                if member.name.endswith(f"/code/{name}.py"):
                    path = os.path.join(folder, f"{name}.py")
                    with open(path, "wb") as out:
                        out.write(archive.extractfile(member).read())
    sys.path.insert(0, folder)
    for name in ("png", "pngsuite"):
        modules[name] = importlib.import_module(name)
    return modules["png"], modules["pngsuite"]


def fnv1a(samples):
    value = 0xCBF29CE484222325
    for sample in samples:
        for byte in (sample & 0xFF, sample >> 8):
            value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return f"{value:016x}"


def expected(png, data):
    """What Linework must decode `data` to, from pypng's raw (unconverted) reading."""
    reader = png.Reader(bytes=data)
    width, height, rows, info = reader.read()
    rows = [list(row) for row in rows]
    depth = info["bitdepth"]
    palette = reader.palette(alpha="force") if "palette" in info else None
    has_trns = any(kind == b"tRNS" for _, kind in chunks(data))
    if palette is not None:
        maximum, colour, source_channels = 255, 3, 4 if has_trns else 3
    else:
        maximum = 65535 if depth == 16 else 255
        colour = 1 if info["greyscale"] else 3
        source_channels = colour + (1 if info["alpha"] or has_trns else 0)
    scale = 1 if depth >= 8 or palette is not None else 255 // ((1 << depth) - 1)
    planes = info["planes"]
    samples = []
    for row in rows:
        for x in range(width):
            pixel = row[x * planes:(x + 1) * planes]
            if palette is not None:
                rgba = list(palette[pixel[0]])
            else:
                alpha = pixel[colour] if info["alpha"] else maximum
                if info.get("transparent") is not None and tuple(pixel[:colour]) == tuple(info["transparent"]):
                    alpha = 0
                rgba = [v * scale for v in pixel[:colour]] + [alpha]
            a = rgba[colour]
            samples += [(v * a + maximum * (maximum - a) + maximum // 2) // maximum for v in rgba[:colour]]
    return {
        "width": width, "height": height, "channels": colour, "bitDepth": 16 if maximum == 65535 else 8,
        "sourceChannels": source_channels, "sourceBitDepth": depth, "hash": fnv1a(samples),
    }


def chunks(data):
    """(offset, type) of every chunk after the signature."""
    offset, found = 8, []
    while offset + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        found.append((offset, kind))
        offset += 12 + length
    return found


def with_ihdr_field(data, position, value, recrc=True):
    """Changes byte `position` of IHDR's data (8 width, 9 bit depth ...) and fixes the CRC."""
    out = bytearray(data)
    out[16 + position] = value
    if recrc:
        out[29:33] = struct.pack(">I", zlib.crc32(bytes(out[12:29])))
    return bytes(out)


def corrupt_variants(suite):
    g01, g04, g08, c08 = suite["basn0g01"], suite["basn0g04"], suite["basn0g08"], suite["basn2c08"]
    idat = next(offset for offset, kind in chunks(g01) if kind == b"IDAT")
    idat_length = struct.unpack(">I", g01[idat:idat + 4])[0]
    without_idat = g01[:idat] + g01[idat + 12 + idat_length:]
    bad_idat_crc = bytearray(g01)
    bad_idat_crc[idat + 8 + idat_length] ^= 0xFF
    bad_ihdr_crc = bytearray(g08)
    bad_ihdr_crc[29] ^= 0xFF
    return {
        "xs1n0g01": bytes([0x09]) + g01[1:],            # signature byte 1 MSBit reset
        "xs2n0g01": g01[:1] + b"Q" + g01[2:],           # signature byte 2 is a 'Q'
        "xs4n0g01": g01[:3] + b"g" + g01[4:],           # signature byte 4 lower case
        "xs7n0g01": g01[:6] + b" " + g01[7:],           # 7th byte a space, not ^Z
        "xcrn0g04": g04.replace(b"\n", b"\r\n"),        # CR bytes added (DOS text transfer)
        "xlfn0g04": g04.replace(b"\r\n", b"\n"),        # CR bytes dropped (Unix text transfer)
        "xhdn0g08": bytes(bad_ihdr_crc),                # IHDR checksum wrong
        "xc1n0g08": with_ihdr_field(g08, 9, 1),         # colour type 1
        "xc9n2c08": with_ihdr_field(c08, 9, 9),         # colour type 9
        "xd0n2c08": with_ihdr_field(c08, 8, 0),         # bit depth 0
        "xd3n2c08": with_ihdr_field(c08, 8, 3),         # bit depth 3
        "xd9n2c08": with_ihdr_field(c08, 8, 99),        # bit depth 99
        "xdtn0g01": without_idat,                       # no IDAT chunk
        "xcsn0g01": bytes(bad_idat_crc),                # IDAT checksum wrong
        "xtrn0g08": g08[:len(g08) // 2],                # truncated in the middle of IDAT
    }


def main():
    sdist, folder = sys.argv[1], sys.argv[2]
    png, pngsuite = load_modules(sdist)
    os.makedirs(folder, exist_ok=True)
    for name in os.listdir(folder):
        if name.endswith(".png") or name == "expected.json":
            os.remove(os.path.join(folder, name))
    table = {}
    for name, data in sorted(pngsuite.png.items()):
        with open(os.path.join(folder, f"{name}.png"), "wb") as out:
            out.write(data)
        table[f"{name}.png"] = expected(png, data)
    for name, data in sorted(corrupt_variants(pngsuite.png).items()):
        with open(os.path.join(folder, f"{name}.png"), "wb") as out:
            out.write(data)
        table[f"{name}.png"] = {"corrupt": True}
    with open(os.path.join(folder, "expected.json"), "w") as out:
        json.dump(table, out, indent=1, sort_keys=True)
        out.write("\n")
    print(f"wrote {len(table)} files to {folder}")


if __name__ == "__main__":
    main()
