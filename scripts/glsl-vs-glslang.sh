#!/usr/bin/env bash
# One process each on the front-end benchmark's generated ~12,000-line
# fragment shader: `gpubin glsl check` (built as `cargo install` builds gpubin:
# profile `dist`) beside glslangValidator (Debian's glslang-tools). Prints the
# best wall time, CPU time (user + system) and peak resident memory of RUNS
# runs of each and the ratios (on a loaded machine CPU time is the steadier
# one). The two tools take turns, run by run. Each run is timed from spawning
# the process to reaping it (`os.wait4`, which also gives its CPU time), so no
# other process's start-up is counted. Peak memory comes from separate runs
# under /usr/bin/time: a process spawned from Python would be charged Python's
# own resident memory.
# Usage: scripts/glsl-vs-glslang.sh [FUNCTIONS]   (923 functions = 12,009 lines)
set -euo pipefail
cd "$(dirname "$0")/.."
functions=${1:-923}
runs=${RUNS:-7}
target=${CARGO_TARGET_DIR:-target}
command -v glslangValidator >/dev/null || { echo "glslangValidator not found" >&2; exit 2; }
cargo build -q --profile dist -p gpubin --bin gpubin
cargo build -q --release -p gpubin-glsl --example bench_shader
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
shader="$tmp/bench.frag"
"$target/release/examples/bench_shader" "$functions" >"$shader"
echo "shader: $(wc -l <"$shader") lines, $(wc -c <"$shader") bytes; best of $runs runs"

command -v /usr/bin/time >/dev/null || { echo "/usr/bin/time not found" >&2; exit 2; }
ours="$target/dist/gpubin glsl check"
ref=$(command -v glslangValidator)
# peak "TOOL [ARGS]": the least peak resident memory (KiB) of RUNS runs.
peak() {
    local best= kb
    for _ in $(seq "$runs"); do
        # shellcheck disable=SC2086 # the tool's command line is split on purpose
        /usr/bin/time -f "%M" -o "$tmp/mem" $1 "$shader" >/dev/null 2>&1
        kb=$(tail -n 1 "$tmp/mem")
        if [ -z "$best" ] || [ "$kb" -lt "$best" ]; then best=$kb; fi
    done
    echo "$best"
}
ours_kb=$(peak "$ours")
ref_kb=$(peak "$ref")

python3 - "$runs" "$shader" "$ours_kb" "$ref_kb" "$ours" "$ref" <<'PY'
import os, sys, time

runs, shader = int(sys.argv[1]), sys.argv[2]
peak = [int(sys.argv[3]), int(sys.argv[4])]
tools = sys.argv[5:]
devnull = os.open(os.devnull, os.O_WRONLY)
best = {t: [float("inf")] * 2 for t in tools}  # wall ns, cpu s
for _ in range(runs):
    for tool in tools:
        t0 = time.perf_counter_ns()
        argv = tool.split() + [shader]
        pid = os.posix_spawn(argv[0], argv, os.environ,
                             file_actions=[(os.POSIX_SPAWN_DUP2, devnull, 1),
                                           (os.POSIX_SPAWN_DUP2, devnull, 2)])
        _, status, ru = os.wait4(pid, 0)
        wall = time.perf_counter_ns() - t0
        if os.waitstatus_to_exitcode(status) != 0:
            sys.exit(f"{tool} failed on {shader}")
        b = best[tool]
        b[0] = min(b[0], wall)
        b[1] = min(b[1], ru.ru_utime + ru.ru_stime)
ours, ref = best[tools[0]], best[tools[1]]
print(f"gpubin glsl check: wall {ours[0] / 1e6:8.2f} ms  cpu {ours[1]:6.3f} s  peak {peak[0]:8d} KiB")
print(f"glslangValidator:  wall {ref[0] / 1e6:8.2f} ms  cpu {ref[1]:6.3f} s  peak {peak[1]:8d} KiB")
print(f"ratios (gpubin / glslang): wall time {ours[0] / ref[0]:.3f}  "
      f"cpu time {ours[1] / ref[1]:.3f}  peak memory {peak[0] / peak[1]:.3f}")
PY
