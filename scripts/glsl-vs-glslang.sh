#!/usr/bin/env bash
# One process each on the front-end benchmark's generated ~12,000-line
# fragment shader: gpubin's GLSL front end (the `check` example, release
# build) beside glslangValidator (Debian's glslang-tools). Prints the best
# wall time, CPU time (user + system) and peak resident memory of RUNS runs
# of each and the ratios (on a loaded machine CPU time is the steadier one).
# Usage: scripts/glsl-vs-glslang.sh [FUNCTIONS]   (923 functions = 12,009 lines)
set -euo pipefail
cd "$(dirname "$0")/.."
functions=${1:-923}
runs=${RUNS:-7}
target=${CARGO_TARGET_DIR:-target}
command -v glslangValidator >/dev/null || { echo "glslangValidator not found" >&2; exit 2; }
cargo build -q --release -p gpubin-glsl --example check --example bench_shader
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
shader="$tmp/bench.frag"
"$target/release/examples/bench_shader" "$functions" >"$shader"
echo "shader: $(wc -l <"$shader") lines, $(wc -c <"$shader") bytes; best of $runs runs"

# best_of CMD...: sets best_ns (wall time), best_cpu (user + system
# seconds) and best_kb (peak RSS).
best_of() {
    best_ns=; best_kb=; best_cpu=
    for _ in $(seq "$runs"); do
        local t0 t1 kb cpu
        t0=$(date +%s%N)
        /usr/bin/time -f "%M %U %S" -o "$tmp/mem" "$@" >/dev/null 2>&1
        t1=$(date +%s%N)
        read -r kb user sys < <(tail -n 1 "$tmp/mem")
        cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }')
        local ns=$((t1 - t0))
        if [ -z "$best_ns" ] || [ "$ns" -lt "$best_ns" ]; then best_ns=$ns; fi
        if [ -z "$best_kb" ] || [ "$kb" -lt "$best_kb" ]; then best_kb=$kb; fi
        if [ -z "$best_cpu" ] || awk -v a="$cpu" -v b="$best_cpu" 'BEGIN { exit !(a < b) }'; then
            best_cpu=$cpu
        fi
    done
}

best_of "$target/release/examples/check" "$shader"
ours_ns=$best_ns ours_kb=$best_kb ours_cpu=$best_cpu
best_of glslangValidator "$shader"
ref_ns=$best_ns ref_kb=$best_kb ref_cpu=$best_cpu

awk -v a="$ours_ns" -v b="$ref_ns" -v ma="$ours_kb" -v mb="$ref_kb" \
    -v ca="$ours_cpu" -v cb="$ref_cpu" 'BEGIN {
    printf "gpubin-glsl:      wall %8.2f ms  cpu %6.3f s  peak %8d KiB\n", a / 1e6, ca, ma
    printf "glslangValidator: wall %8.2f ms  cpu %6.3f s  peak %8d KiB\n", b / 1e6, cb, mb
    printf "ratios (gpubin / glslang): wall time %.3f  cpu time %.3f  peak memory %.3f\n",
        a / b, (cb > 0 ? ca / cb : 0), ma / mb
}'
