#!/usr/bin/env python3
# Flat (self) and inclusive profiles from a `perf record -g` of hark, for Benchmarks/README.md.
# Debian's perf 6.1 cannot read the Swift binary's ELF header ("symsrc__init: cannot get elf
# header"), so the binary's addresses are symbolized here with llvm-symbolizer (Swift's
# toolchain has it) and demangled with swift-demangle.
#   perf record -F 999 -g -o perf.data .build/release/hark lint APP --format text --output /dev/null --fail-on never
#   Benchmarks/perf-profile.py perf.data .build/release/hark [TOP] [FOCUS]
# FOCUS: only the samples with a frame whose name contains it (one rule, one phase), as shares
# of the whole run.
import subprocess, sys, collections, re
data, binary = sys.argv[1], sys.argv[2]
top = int(sys.argv[3]) if len(sys.argv) > 3 else 40
out = subprocess.run(["perf", "script", "-i", data, "-F", "ip,sym,dso"], capture_output=True, text=True).stdout
samples = []; cur = []
for line in out.splitlines():
    line = line.strip()
    if not line:
        if cur: samples.append(cur); cur = []
        continue
    m = re.match(r"([0-9a-f]+)\s+(.*?)\s+\((.*)\)$", line)
    if m: cur.append((int(m.group(1), 16), m.group(2), m.group(3)))
if cur: samples.append(cur)
# hark addresses: perf prints absolute ips; find the load base from /proc maps is gone; use sym "[unknown]" with offset
addrs = set()
for s in samples:
    for ip, sym, dso in s:
        if dso.endswith("/" + binary.split("/")[-1]): addrs.add(ip)
# perf script prints unresolved hark frames as absolute ip; compute base from min mapping via perf script --show-mmap-events
mm = subprocess.run(["perf", "script", "-i", data, "--show-mmap-events"], capture_output=True, text=True).stdout
base = None
for line in mm.splitlines():
    if "MMAP" in line and binary in line and "r-xp" in line:
        m = re.search(r"\[0x([0-9a-f]+)\((0x[0-9a-f]+)\) @ (0x[0-9a-f]+|0) ", line)
        if m:
            start = int(m.group(1), 16); pgoff = int(m.group(3), 16)
            base = start - pgoff; break
names = {}
if base is not None and addrs:
    order = sorted(addrs)
    inp = "\n".join(hex(a - base if a >= base else a) for a in order) + "\n"
    import json
    res = subprocess.run(["llvm-symbolizer", "--output-style=JSON", "--no-inlines", "--functions=linkage", "--obj=" + binary], input=inp, capture_output=True, text=True).stdout
    for a, line in zip(order, res.splitlines()):
        j = json.loads(line); sy = j.get("Symbol") or [{}]
        names[a] = (sy[0].get("FunctionName") or hex(a - base))
    dem = subprocess.run(["swift-demangle", "--simplified", "--compact"], input="\n".join(names[a] for a in order) + "\n", capture_output=True, text=True).stdout.splitlines()
    for a, d in zip(order, dem): names[a] = d
def name(ip, sym, dso):
    if ip in names: return names[ip]
    if sym and sym != "[unknown]":
        d = subprocess.run(["swift-demangle", "--simplified", "--compact", sym], capture_output=True, text=True).stdout.strip()
        return d or sym
    return dso.split("/")[-1] + "?"
cache = {}
def nm(f):
    k = f
    if k not in cache: cache[k] = name(*f)
    return cache[k]
focus = sys.argv[4] if len(sys.argv) > 4 else None
selfc = collections.Counter(); incl = collections.Counter()
for s in samples:
    if focus and not any(focus in nm(f) for f in s): continue
    selfc[nm(s[0])] += 1
    for n in set(nm(f) for f in s): incl[n] += 1
N = len(samples)
print(f"{N} samples")
print("-- self --")
for n, c in selfc.most_common(top): print(f"{100*c/N:6.2f}%  {n[:160]}")
print("-- inclusive --")
for n, c in incl.most_common(top*2):
    print(f"{100*c/N:6.2f}%  {n[:160]}")
