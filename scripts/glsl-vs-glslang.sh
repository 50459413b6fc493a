#!/usr/bin/env bash
# One process each on the front-end benchmark's generated ~12,000-line
# fragment shader: gpubin's GLSL front end (the `check` example, release
# build) beside glslangValidator (Debian's glslang-tools). Prints the best
# wall time and peak resident memory of RUNS runs of each and the ratios.
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

# best_of CMD...: sets best_ns (wall time) and best_kb (peak RSS).
best_of() {
    best_ns=; best_kb=
    for _ in $(seq "$runs"); do
        local t0 t1 kb
        t0=$(date +%s%N)
        /usr/bin/time -f "%M" -o "$tmp/mem" "$@" >/dev/null 2>&1
        t1=$(date +%s%N)
        kb=$(tail -n 1 "$tmp/mem")
        local ns=$((t1 - t0))
        if [ -z "$best_ns" ] || [ "$ns" -lt "$best_ns" ]; then best_ns=$ns; fi
        if [ -z "$best_kb" ] || [ "$kb" -lt "$best_kb" ]; then best_kb=$kb; fi
    done
}

best_of "$target/release/examples/check" "$shader"
ours_ns=$best_ns ours_kb=$best_kb
best_of glslangValidator "$shader"
ref_ns=$best_ns ref_kb=$best_kb

awk -v a="$ours_ns" -v b="$ref_ns" -v ma="$ours_kb" -v mb="$ref_kb" 'BEGIN {
    printf "gpubin-glsl:      %8.2f ms  %8d KiB\n", a / 1e6, ma
    printf "glslangValidator: %8.2f ms  %8d KiB\n", b / 1e6, mb
    printf "wall-time ratio (gpubin / glslang): %.3f   peak-memory ratio: %.3f\n", a / b, ma / mb
}'
